import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { dailyLimits, requests } from './tables.js';
import { demoNhsNumber } from '../clinical-system/index.js';
import { isValidNhsNumber, nhsCheckDigit } from './rules.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
let notifications: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  notifications = vi.spyOn(t.app.realtime.publisher, 'staffNotification');
});
afterAll(async () => t.close());
beforeEach(() => {
  clock.advance(1_000);
  notifications.mockClear();
});

const RECEPTION = 3;
const MANAGER = 4;

async function create(body: Record<string, unknown>, userId = MANAGER, wcmsId = 1001) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/messages/wcms_id/${wcmsId}`,
    headers,
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as Json };
}

// Eleanor Whitfield (clinical system EMIS-5000); 'Skin problem' has no care navigation rule at Riverside
const HOW_LONG = 'How long have you had this problem?';
const medical = {
  telephone: '07700 900123',
  patient_nhs_number: '9991000003',
  enquiry_type: 'medical',
  medical_problem: 'Skin problem',
  further_info: 'Worse at night.',
  custom_answers: [{ question: HOW_LONG, answer: 'Three weeks' }],
  priority: 'same_day',
};

describe('POST messages: a request on a patient’s behalf', () => {
  it('creates a new request in Incoming requests, notes who made it and tells the group', async () => {
    const { status, body } = await create({
      ...medical,
      patient: { name: 'Someone Else', born: '1990-05-04', sex: 'Female' },
      enquirer: { first_name: 'Sam', last_name: 'Whitfield', relationship: 'carer', telephone: '07700900999' },
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      pool_id: 1,
      priority: 'same_day',
      care_navigation_rule: null,
      confirmation: { in_hours: expect.any(Boolean), message: expect.any(String), emailed: expect.any(Boolean) },
    });
    // Tom Hughes is in Incoming requests; Grace Adeyemi made it so is not told
    expect(notifications.mock.calls).toEqual([[1001, RECEPTION, { type: 'new', id: expect.any(Number) }]]);

    const { headers } = await t.signIn(RECEPTION);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/my/messages/wcms_id/1001/${body.id}`, headers })
    ).json() as Json;
    expect(detail).toMatchObject({
      type: 'medical',
      status: 'new_request',
      priority: 'same_day',
      subject: 'Skin problem',
      body: 'Worse at night.',
      answers: [{ question: HOW_LONG, answer: 'Three weeks' }],
      received_at: clock.now().toISOString(),
      pool_name: 'Incoming requests',
      // the patient as the clinical system holds them, not as the caller described them
      patient: { name: 'Eleanor Whitfield', born: '1948-04-12', telephone: '07700 900123', nhs_number: '9991000003' },
      identity: 'matched',
      enquirer: { first_name: 'Sam', relationship: 'carer' },
    });
    expect(detail.thread.map((e: Json) => e.body)).toEqual([
      "Request created by Grace Adeyemi on the patient's behalf (telephone 07700 900123).",
    ]);
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/my/messages/wcms_id/1001', headers })).json() as Json;
    expect(inbox._embedded.messages[0].id).toBe(body.id);
  });

  it('creates an admin request with the clinical system’s patient details', async () => {
    const { body } = await create({
      telephone: '+447700900123',
      patient_nhs_number: '9991000003',
      enquiry_type: 'admin',
      admin_query: 'Test results',
      priority: 'routine',
    });
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, body.id));
    expect(row).toMatchObject({
      type: 'admin',
      subject: 'Test results',
      patientName: 'Eleanor Whitfield',
      clinicalPatientId: 'EMIS-5000',
      createdBy: MANAGER,
    });
  });

  it('checks the rules of spec §5 per field', async () => {
    const invalid = await create({ ...medical, medical_problem: '  ' });
    expect(invalid).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { medical_problem: 'Choose the medical problem' } },
    });
    const admin = await create({ ...medical, enquiry_type: 'admin', custom_answers: [] });
    expect(admin.body.fields).toEqual({ admin_query: 'Choose the admin query' });
    // a valid check digit is not enough: the clinical system must hold the patient
    expect((await create({ ...medical, patient_nhs_number: '9434765919' })).body.message).toBe(
      'Patient not found in clinical system',
    );
    // the contract's own checks: telephone, priority, enquirer
    expect((await create({ ...medical, telephone: '12345' })).status).toBe(400);
    expect((await create({ ...medical, priority: undefined })).status).toBe(400);
    expect((await create({ ...medical, enquirer: { first_name: 'A' } })).status).toBe(400);
  });

  it('refuses past the organisation’s daily limit for the type', async () => {
    await t.database.db
      .insert(dailyLimits)
      .values({ wcmsId: 1001, requestType: 'medical', dailyLimit: 1 })
      .onConflictDoUpdate({
        target: [dailyLimits.wcmsId, dailyLimits.requestType],
        set: { dailyLimit: 1 },
      });
    clock.set(new Date('2026-03-05T10:00:00Z'));
    expect((await create(medical)).status).toBe(201);
    expect(await create(medical)).toMatchObject({
      status: 409,
      body: {
        code: 'DAILY_LIMIT_REACHED',
        message: 'The daily limit of 1 medical requests for Riverside Medical Centre has been reached.',
      },
    });
    // the UK day turns at midnight London time (BST from 29 March)
    clock.set(new Date('2026-04-05T22:59:00Z'));
    expect((await create(medical)).status).toBe(201);
    expect((await create(medical)).status).toBe(409);
    clock.set(new Date('2026-04-05T23:00:00Z'));
    expect((await create(medical)).status).toBe(201);
  });
});

describe('NHS numbers (Modulus 11)', () => {
  it('checks the digit, and the demo numbers are all valid', () => {
    expect(isValidNhsNumber('9434765919')).toBe(true);
    expect(isValidNhsNumber('943 476 5919')).toBe(true);
    expect(isValidNhsNumber('9434765918')).toBe(false);
    expect(isValidNhsNumber('94347659')).toBe(false);
    // a remainder giving 10 is never valid
    expect(nhsCheckDigit('999000000')).toBeNull();
    for (let i = 0; i < 40; i++) expect(isValidNhsNumber(demoNhsNumber(i))).toBe(true);
  });
});
