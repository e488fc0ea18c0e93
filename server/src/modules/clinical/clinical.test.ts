import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { organisations } from '../organisations/index.js';
import { attachDate, base64Size, SELECTED_TEXT_LIMIT } from './rules.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const CLINICIAN = 2; // Dr Priya Shah, consulting clinician at Riverside (EMIS Web)
const RECEPTION = 3; // Tom Hughes, not consulting: cannot attach himself
const MANAGER = 4; // Riverside and Hillview (SystmOne)

async function token(userId: number) {
  return (await t.signIn(userId)).bearerToken;
}

async function clinical<T = Json>(query: string, variables: Record<string, unknown>, userId: number) {
  const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)![1]!;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/clinical/graphql?operationName=${operationName}`,
    headers: { authorization: `Bearer ${await token(userId)}`, 'content-type': 'application/json' },
    payload: { query, variables, operationName },
  });
  return response.json() as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

const ATTACH = `mutation Attach($wcmsId: ID!, $attachInput: AttachInput!) {
  attach(wcmsId: $wcmsId, attachInput: $attachInput) { success recordId clinicalPatientId staffId error }
}`;
const RECORDS = `query PatientRecords($wcmsId: ID!, $clinicalPatientId: String!, $from: String) {
  patientRecords(wcmsId: $wcmsId, clinicalPatientId: $clinicalPatientId, from: $from) {
    id title heading detail staffId dateAttached codes { scheme value term dataValue uom } attachments { id name primary size }
  }
}`;

const attach = (wcmsId: string, input: Record<string, unknown>, userId = CLINICIAN) =>
  clinical<{ attach: Json }>(ATTACH, { wcmsId, attachInput: input }, userId);

describe('attach to the test-variant clinical record', () => {
  it('writes the record with its coded entries and files; free-text codes go into the text', async () => {
    const result = await attach('1001', {
      nhsNumber: '999 100 0003',
      title: 'Online consultation RQ-000001',
      heading: 'Rash on both arms',
      detail: 'Itchy for a week.',
      dateAttached: '2026-03-01T10:00:00Z',
      codes: [
        { scheme: 'SNOMED', value: '75367002', term: 'Blood pressure', dataValue: { value: '128/82', uom: 'mmHg' } },
        { scheme: 'SNOMED', value: 'x', term: 'Patient prefers mornings', isFreeText: true },
      ],
      attachments: [{ name: 'photo.txt', content: Buffer.from('a photo').toString('base64'), primary: true }],
    });
    expect(result.data!.attach).toMatchObject({ success: true, clinicalPatientId: 'EMIS-5000', error: null });
    expect(result.data!.attach.staffId).toBeTruthy();

    const records = await clinical<{ patientRecords: Json[] }>(
      RECORDS,
      { wcmsId: '1001', clinicalPatientId: 'EMIS-5000' },
      CLINICIAN,
    );
    const record = records.data!.patientRecords.find((r) => r.id === result.data!.attach.recordId)!;
    expect(record).toMatchObject({ title: 'Online consultation RQ-000001', heading: 'Rash on both arms' });
    expect(record.detail).toBe('Itchy for a week.\nPatient prefers mornings');
    expect(record.codes).toEqual([
      { scheme: 'SNOMED', value: '75367002', term: 'Blood pressure', dataValue: '128/82', uom: 'mmHg' },
    ]);
    expect(record.attachments).toEqual([expect.objectContaining({ name: 'photo.txt', primary: true, size: 7 })]);

    const file = await clinical<{ patientRecordAttachment: Json }>(
      'query PatientRecordAttachment($wcmsId: ID!, $id: ID!) { patientRecordAttachment(wcmsId: $wcmsId, id: $id) { name content } }',
      { wcmsId: '1001', id: record.attachments[0].id },
      CLINICIAN,
    );
    expect(Buffer.from(file.data!.patientRecordAttachment.content, 'base64').toString()).toBe('a photo');
    // another organisation's member cannot read it
    const outsider = await clinical(RECORDS, { wcmsId: '1002', clinicalPatientId: 'EMIS-5000' }, CLINICIAN);
    expect(outsider.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const cached = await clinical<{ cachedClinicalPatientId: Json }>(
      'query CachedClinicalPatientId($n: String!, $w: ID!, $c: ClinicalSystem!) { cachedClinicalPatientId(nhsNumber: $n, wcmsId: $w, clinicalSystem: $c) { clinicalPatientId } }',
      { n: '9991000003', w: '1001', c: 'emisweb' },
      CLINICIAN,
    );
    expect(cached.data!.cachedClinicalPatientId).toEqual({ clinicalPatientId: 'EMIS-5000' });
  });

  it('reports an unknown patient the way the clinical system does', async () => {
    const result = await attach('1001', { nhsNumber: '9434765919', title: 'Note' });
    expect(result.data!.attach.success).toBe(false);
    expect(result.data!.attach.error).toMatch(/---> System\.Exception: No Patient found for NHSNumber 9434765919$/);
  });

  it("falls back to the clinical system's own id, except for SystmOne", async () => {
    const emis = await attach('1001', { nhsNumber: '9434765919', clinicalPatientId: 'EMIS-5001', title: 'Note' });
    expect(emis.data!.attach).toMatchObject({ success: true, clinicalPatientId: 'EMIS-5001' });
    const s1 = await attach('1002', { nhsNumber: '9434765919', clinicalPatientId: 'S1-5020', title: 'Note' }, MANAGER);
    expect(s1.data!.attach.success).toBe(false);
    const s1ByNhs = await attach('1002', { nhsNumber: '9991002618', title: 'Note' }, MANAGER);
    expect(s1ByNhs.data!.attach).toMatchObject({ success: true, clinicalPatientId: 'S1-5020' });
  });

  it('attaches under the default staff, naming who attached it, when the user cannot attach', async () => {
    const update = await gql<Json>(
      t,
      `mutation UpdateDefaultAttachStaff($input: DefaultAttachStaffInput!) { updateDefaultAttachStaff(input: $input) { staffId name clinicalSystem } }`,
      {
        input: {
          wcmsId: '1001',
          staffId: 'EMIS-STF-2',
          staffGuid: 'EMIS-STF-2',
          name: 'Dr James Whitmore',
          clinicalSystem: 'emisweb',
        },
      },
      { token: await token(MANAGER) },
    );
    expect(update.data!.updateDefaultAttachStaff).toEqual({
      staffId: 'EMIS-STF-2',
      name: 'Dr James Whitmore',
      clinicalSystem: 'emisweb',
    });
    const denied = await gql<Json>(
      t,
      `mutation UpdateDefaultAttachStaff($input: DefaultAttachStaffInput!) { updateDefaultAttachStaff(input: $input) { staffId } }`,
      { input: { wcmsId: '1001', staffId: 'x', staffGuid: 'x', name: 'x', clinicalSystem: 'emisweb' } },
      { token: await token(RECEPTION) },
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const member = await clinical<{ clinicalStaffMember: Json }>(
      'query ClinicalStaffMember($w: ID!) { clinicalStaffMember(wcmsId: $w) { forename surname canAttach clinicalStaffId clinicalStaffGuid } }',
      { w: '1001' },
      RECEPTION,
    );
    expect(member.data!.clinicalStaffMember).toMatchObject({ canAttach: false });
    // the clinical system's own global id, not its local staff id
    const { clinicalStaffId, clinicalStaffGuid } = member.data!.clinicalStaffMember as Json;
    expect(clinicalStaffGuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(clinicalStaffGuid).not.toBe(clinicalStaffId);

    const result = await attach(
      '1001',
      { nhsNumber: '9991000135', title: 'Admin query', detail: 'Fit note requested' },
      RECEPTION,
    );
    expect(result.data!.attach).toMatchObject({ success: true, staffId: 'EMIS-STF-2' });
    const records = await clinical<{ patientRecords: Json[] }>(
      RECORDS,
      { wcmsId: '1001', clinicalPatientId: 'EMIS-5001' },
      RECEPTION,
    );
    const record = records.data!.patientRecords.find((r) => r.id === result.data!.attach.recordId)!;
    expect(record.detail).toBe(
      `Fit note requested\n\nAttached to clinical by ${member.data!.clinicalStaffMember.forename} ${member.data!.clinicalStaffMember.surname}`,
    );
  });

  it('refuses too much text, suggesting a PDF', async () => {
    const result = await attach('1001', {
      nhsNumber: '9991000003',
      title: 'Long',
      detail: 'x'.repeat(SELECTED_TEXT_LIMIT + 1),
    });
    expect(result.data!.attach.success).toBe(false);
    expect(result.data!.attach.error).toContain('Attach it as a PDF instead.');
  });

  it('refuses files over 1.5MB for SystmOne only', async () => {
    const big = Buffer.alloc(1.5 * 1024 * 1024 + 1, 1).toString('base64');
    const s1 = await attach(
      '1002',
      { nhsNumber: '9991002618', title: 'Scan', attachments: [{ name: 'scan.pdf', content: big }] },
      MANAGER,
    );
    expect(s1.data!.attach.error).toContain('scan.pdf is larger than the SystmOne limit of 1.5MB');
    const emis = await attach('1001', {
      nhsNumber: '9991000003',
      title: 'Scan',
      attachments: [{ name: 'scan.pdf', content: big }],
    });
    expect(emis.data!.attach.success).toBe(true);
  });

  it("gives 'No default staff found' for Vision REST with neither an attaching user nor a default", async () => {
    await t.database.db
      .update(organisations)
      .set({ clinicalSystem: 'vision_rest' })
      .where(eq(organisations.wcmsId, 1002));
    try {
      const result = await attach('1002', { nhsNumber: '9991002618', title: 'Note' }, MANAGER);
      expect(result.data!.attach.success).toBe(false);
      expect(result.data!.attach.error).toMatch(/No default staff found$/);
    } finally {
      await t.database.db
        .update(organisations)
        .set({ clinicalSystem: 'systmone' })
        .where(eq(organisations.wcmsId, 1002));
    }
  });

  it('validates the attach input', async () => {
    const result = await attach('1001', { nhsNumber: '123', title: ' ' });
    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});

describe('attach rules', () => {
  it('reads a date at 23:00 UTC in Berlin time (spec §5), other dates as they are', () => {
    const now = new Date('2026-03-02T09:00:00Z');
    expect(attachDate('2026-01-14T23:00:00Z', now).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(attachDate('2026-06-14T23:00:00Z', now).toISOString()).toBe('2026-06-15T01:00:00.000Z');
    expect(attachDate('2026-06-14T22:00:00Z', now).toISOString()).toBe('2026-06-14T22:00:00.000Z');
    expect(attachDate(null, now)).toBe(now);
    expect(attachDate('not a date', now)).toBe(now);
  });

  it('measures base64 content without decoding it', () => {
    for (const n of [0, 1, 2, 3, 10, 1000]) expect(base64Size(Buffer.alloc(n).toString('base64'))).toBe(n);
  });
});
