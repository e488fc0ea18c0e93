import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { addUser } from '../../test/fixtures.js';
import { loadContract } from '../../rest/contract.js';
import { restHandlers } from '../../app.js';

const MANAGER = 4;
const RECEPTION = 3;

describe('GET /api/clinical-staff/wcms_id/{wcms_id} (listClinicalStaff)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (wcmsId: string, userId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/clinical-staff/wcms_id/${wcmsId}`,
      headers: (await t.signIn(userId)).headers,
    });

  it("lists the organisation's clinical staff by surname, with who can attach, and no default attach staff yet", async () => {
    const response = await list('1001', RECEPTION);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Json;
    const staff = body._embedded.clinical_staff as Json[];
    expect(staff.map((s) => s.surname)).toEqual(['Adeyemi', 'Clarke', 'Ellis', 'Hughes', 'Price', 'Shah', 'Whitmore']);
    expect(staff.find((s) => s.surname === 'Shah')).toEqual({
      forename: 'Priya',
      surname: 'Shah',
      clinicalStaffId: 'EMIS-STF-1',
      clinicalStaffGuid: expect.any(String),
      appointmentStaffId: 'EMIS-AS-1',
      canAttach: true,
    });
    // a receptionist and a retired (inactive) GP attach under the default staff
    expect(staff.find((s) => s.surname === 'Hughes')!.canAttach).toBe(false);
    expect(staff.find((s) => s.surname === 'Clarke')!.canAttach).toBe(false);
    expect(body.default_attach_staff).toBeNull();
    // another organisation's staff are never mixed in
    expect(staff.some((s) => String(s.clinicalStaffId).startsWith('S1-'))).toBe(false);
  });

  it('names the default attach staff once a manager has set it', async () => {
    const update = await gql<Json>(
      t,
      `mutation UpdateDefaultAttachStaff($input: DefaultAttachStaffInput!) { updateDefaultAttachStaff(input: $input) { staffId } }`,
      {
        input: {
          wcmsId: '1002',
          staffId: 'S1-STF-1',
          staffGuid: 'S1-STF-1',
          name: 'Dr Aled Jones',
          clinicalSystem: 'systmone',
        },
      },
      { token: (await t.signIn(MANAGER)).bearerToken },
    );
    expect(update.errors).toBeUndefined();
    const body = (await list('1002', MANAGER)).json() as Json;
    expect(body.default_attach_staff).toEqual({
      staffId: 'S1-STF-1',
      staffGuid: 'S1-STF-1',
      name: 'Dr Aled Jones',
      clinicalSystem: 'systmone',
    });
    expect((body._embedded.clinical_staff as Json[]).map((s) => s.surname)).toEqual([
      'Adeyemi',
      'Fisher',
      'Jones',
      'MacLeod',
    ]);
  });

  it("refuses a default attach staff id the clinical system does not know, or another organisation's, and keeps the old one", async () => {
    const update = async (staffId: string) =>
      gql<Json>(
        t,
        `mutation UpdateDefaultAttachStaff($input: DefaultAttachStaffInput!) { updateDefaultAttachStaff(input: $input) { staffId } }`,
        { input: { wcmsId: '1002', staffId, staffGuid: staffId, name: 'Dr Nobody', clinicalSystem: 'systmone' } },
        { token: (await t.signIn(MANAGER)).bearerToken },
      );
    for (const staffId of ['S1-STF-999', 'EMIS-STF-1']) {
      const refused = await update(staffId);
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({
        message: "That member of staff is not on the clinical system's staff list. Choose someone from the list.",
        extensions: {
          code: 'VALIDATION_FAILED',
          fields: {
            staffId: "That member of staff is not on the clinical system's staff list. Choose someone from the list.",
          },
        },
      });
    }
    const body = (await list('1002', MANAGER)).json() as Json;
    expect(body.default_attach_staff).toMatchObject({ staffId: 'S1-STF-1', name: 'Dr Aled Jones' });
  });

  it('is refused to someone outside the organisation, and a bad id is a 400', async () => {
    const outsider = await addUser(t.database.db, { memberships: [{ wcmsId: 1002, role: 'full' }] });
    const refused = await list('1001', outsider.id);
    expect(refused.statusCode).toBe(403);
    const bad = await list('99999999999999999999', MANAGER);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { wcms_id: expect.any(String) } });
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/clinical-staff/wcms_id/1001' });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

describe('every operation of the REST contract is built', () => {
  it('has a handler for each operation, so none answers 501', () => {
    const missing = loadContract()
      .map((op) => op.operationId)
      .filter((id) => !(id in restHandlers));
    expect(missing).toEqual([]);
  });
});
