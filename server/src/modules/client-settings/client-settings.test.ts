import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { memberships } from '../users/index.js';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { clientSettingsErrors, DEFAULT_CLIENT_SETTINGS, timeoutMinutes } from './rules.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(1_000));

const SUPER = 1;
const CLINICIAN = 2; // role 'no'
const RECEPTION = 3; // role 'editor': basic settings
const MANAGER = 4; // role 'full' at Riverside and Hillview: advanced
const NEWSTARTER = 5; // no organisation

async function rest(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, userId: number | null = MANAGER) {
  const headers = userId === null ? {} : (await t.signIn(userId)).headers;
  const response = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as Json };
}

const settings = (extra: Record<string, unknown> = {}) => ({ ...DEFAULT_CLIENT_SETTINGS, ...extra });
const save = (wcmsId: number, body: unknown, userId = MANAGER) =>
  rest('PUT', `/console/wcms_id/${wcmsId}/client-settings`, body, userId);

describe('client settings in the console', () => {
  it('starts from the defaults (1 hour, no minimum ages, guests allowed, email optional); Riverside has age 5', async () => {
    const hillview = await rest('GET', '/console/wcms_id/1002/client-settings');
    expect(hillview).toEqual({ status: 200, body: DEFAULT_CLIENT_SETTINGS });
    const riverside = await rest('GET', '/console/wcms_id/1001/client-settings');
    expect(riverside.body).toMatchObject({ minimum_patient_age: 5, minimum_user_age: null });
  });

  it('is refused without a token, without console access, with basic access and for another organisation', async () => {
    expect((await rest('GET', '/console/wcms_id/1001/client-settings', undefined, null)).status).toBe(401);
    const basic = await rest('GET', '/console/wcms_id/1001/client-settings', undefined, RECEPTION);
    expect(basic).toMatchObject({
      status: 403,
      body: { message: 'You have not been given access to advanced settings' },
    });
    expect((await save(1001, settings(), RECEPTION)).status).toBe(403);
    expect((await rest('GET', '/console/wcms_id/1001/client-settings', undefined, CLINICIAN)).status).toBe(403);
    expect((await rest('GET', '/console/wcms_id/1002/client-settings', undefined, RECEPTION)).status).toBe(403);
    expect((await rest('GET', '/console/wcms_id/1001/client-settings', undefined, NEWSTARTER)).status).toBe(403);
    expect((await rest('GET', '/console/wcms_id/9999/client-settings', undefined, SUPER)).status).toBe(404);
    expect((await rest('GET', '/console/wcms_id/1002/client-settings', undefined, SUPER)).status).toBe(200);
    // the manager with console access none at Hillview
    const where = and(eq(memberships.userId, MANAGER), eq(memberships.wcmsId, 1002));
    await t.database.db.update(memberships).set({ consoleAccess: 'none' }).where(where);
    try {
      expect(await rest('GET', '/console/wcms_id/1002/client-settings')).toMatchObject({
        status: 403,
        body: { message: 'You have not been given access to the management console' },
      });
    } finally {
      await t.database.db.update(memberships).set({ consoleAccess: 'advanced' }).where(where);
    }
  });

  it('refuses timeouts outside minutes 1–59, hours 1–24 or never, and minimum ages outside 1–120', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { inactivity_timeout: { unit: 'minutes', value: 0 } },
        'inactivity_timeout.value',
        'Enter a number of minutes from 1 to 59',
      ],
      [
        { inactivity_timeout: { unit: 'minutes', value: 60 } },
        'inactivity_timeout.value',
        'Enter a number of minutes from 1 to 59',
      ],
      [
        { inactivity_timeout: { unit: 'hours', value: 25 } },
        'inactivity_timeout.value',
        'Enter a number of hours from 1 to 24',
      ],
      [
        { inactivity_timeout: { unit: 'hours', value: null } },
        'inactivity_timeout.value',
        'Enter a number of hours from 1 to 24',
      ],
      [
        { inactivity_timeout: { unit: 'never', value: 5 } },
        'inactivity_timeout.value',
        'Never has no number of minutes or hours',
      ],
      [
        { minimum_patient_age: 0 },
        'minimum_patient_age',
        'Enter the minimum age for patients from 1 to 120, or choose none',
      ],
      [{ minimum_user_age: 121 }, 'minimum_user_age', 'Enter the minimum age for users from 1 to 120, or choose none'],
    ];
    for (const [change, field, message] of cases) {
      const { status, body } = await save(1002, settings(change));
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields[field]).toBe(message);
    }
    // a fractional age is refused by the contract (integer) before the rules
    expect((await save(1002, settings({ minimum_user_age: 2.5 }))).status).toBe(400);
    expect((await rest('GET', '/console/wcms_id/1002/client-settings')).body).toEqual(DEFAULT_CLIENT_SETTINGS);
  });

  it('saves the settings, and every member reads the organisation timeout from the client policy', async () => {
    const changed = settings({ inactivity_timeout: { unit: 'minutes', value: 5 }, minimum_user_age: 16 });
    expect(await save(1002, changed)).toEqual({ status: 200, body: changed });
    expect((await rest('GET', '/console/wcms_id/1002/client-settings')).body).toEqual(changed);
    // the idle lock's organisation timeout, for any member (here the manager; at Riverside the clinician)
    expect((await rest('GET', '/client-settings/wcms_id/1002')).body).toEqual({
      inactivity_timeout_minutes: 5,
      response_target_hours: 48,
    });
    expect((await rest('GET', '/client-settings/wcms_id/1001', undefined, CLINICIAN)).body).toMatchObject({
      inactivity_timeout_minutes: 60,
    });
    await save(1002, settings({ inactivity_timeout: { unit: 'never', value: null } }));
    expect((await rest('GET', '/client-settings/wcms_id/1002')).body).toMatchObject({ inactivity_timeout_minutes: 0 });
    await save(1002, settings({ inactivity_timeout: { unit: 'hours', value: 4 } }));
    expect((await rest('GET', '/client-settings/wcms_id/1002')).body).toMatchObject({
      inactivity_timeout_minutes: 240,
    });
    // not a member: refused
    expect((await rest('GET', '/client-settings/wcms_id/1002', undefined, CLINICIAN)).status).toBe(403);
    expect((await rest('GET', '/client-settings/wcms_id/1002', undefined, null)).status).toBe(401);
  });

  it('keeps a response target of 1 to 336 hours, which every member reads from the client policy', async () => {
    for (const bad of [0, 337, -1]) {
      const { status, body } = await save(1002, settings({ response_target_hours: bad }));
      expect(status).toBe(400);
      expect(body.fields).toEqual({ response_target_hours: 'Enter a response target from 1 to 336 hours' });
    }
    expect((await save(1002, settings({ response_target_hours: 4 }))).body).toMatchObject({ response_target_hours: 4 });
    expect((await rest('GET', '/client-settings/wcms_id/1002')).body).toMatchObject({ response_target_hours: 4 });
    // a save that leaves it out (an older client) keeps the saved target
    const { response_target_hours: _left, ...withoutTarget } = settings();
    expect((await save(1002, withoutTarget)).body).toMatchObject({ response_target_hours: 4 });
    await save(1002, settings());
    expect((await rest('GET', '/client-settings/wcms_id/1002')).body).toMatchObject({ response_target_hours: 48 });
  });

  it('accepts exactly the whole timeouts and ages in range (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('minutes', 'hours'), fc.integer({ min: -5, max: 100 }), (unit, value) => {
        const limit = unit === 'minutes' ? 59 : 24;
        const errors = clientSettingsErrors(
          settings({ inactivity_timeout: { unit, value } }) as typeof DEFAULT_CLIENT_SETTINGS,
        );
        expect(Object.keys(errors).length === 0).toBe(value >= 1 && value <= limit);
        if (value >= 1 && value <= limit) {
          expect(timeoutMinutes({ unit, value })).toBe(unit === 'hours' ? value * 60 : value);
        }
      }),
    );
  });
});

// Harry Lewis (born 2017-02-14, 9 in March 2026); Eleanor Whitfield (born 1948)
const HARRY = '9991000658';
const request = (nhs: string, extra: Record<string, unknown> = {}) =>
  rest(
    'POST',
    '/messages/wcms_id/1001',
    {
      telephone: '07700 900135',
      patient_nhs_number: nhs,
      enquiry_type: 'admin',
      admin_query: 'Test results',
      priority: 'routine',
      ...extra,
    },
    RECEPTION,
  );

describe('minimum ages in total triage', () => {
  it('refuses patients under the minimum patient age set here, and lets them through once it is none', async () => {
    expect((await request(HARRY)).status).toBe(201);
    await save(1001, settings({ minimum_patient_age: 10 }));
    expect((await rest('GET', '/total-triage/wcms_id/1001', undefined, RECEPTION)).body.minimum_patient_age).toBe(10);
    const refused = await request(HARRY);
    expect(refused).toMatchObject({
      status: 422,
      body: { code: 'UNDER_MINIMUM_AGE', message: 'Requests cannot be made for patients under 10 years old' },
    });
    await save(1001, settings({ minimum_patient_age: null }));
    expect((await request(HARRY)).status).toBe(201);
  });

  it('needs a parent or carer as the enquirer for patients under the minimum user age', async () => {
    await save(1001, settings({ minimum_patient_age: 5, minimum_user_age: 16 }));
    const refused = await request(HARRY);
    expect(refused.status).toBe(400);
    expect(refused.body.fields['enquirer.first_name']).toBe(
      'Patients under 16 years old cannot make requests themselves: add a parent or carer as the enquirer',
    );
    const withParent = await request(HARRY, {
      enquirer: { first_name: 'Jane', last_name: 'Lewis', relationship: 'parent', telephone: '07700 900136' },
    });
    expect(withParent.status).toBe(201);
    // an adult needs no enquirer
    expect((await request('9991000003')).status).toBe(201);
    await save(1001, settings({ minimum_patient_age: 5 }));
  });
});

async function guestLink() {
  const { headers } = await t.signIn(CLINICIAN);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/adhoc-video',
    headers,
    payload: {
      wcms_id: 1001,
      patient_nhs_number: '9991000267',
      patient_details: { forename: 'Amara', surname: 'Okoye', mobile_numbers: ['07700900461'] },
      appointment_dt: clock.now().toISOString(),
    },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as Json).uid as string;
}
const lookup = async (uid: string) => rest('GET', `/guest-video-chat?uid=${uid}&type=adhoc`, undefined, null);
const giveEmail = (uid: string, email: string) =>
  rest('POST', '/guest-video-chat/email', { uid, type: 'adhoc', email }, null);

describe('the guest video route', () => {
  it('refuses guests when the practice turns guest use off', async () => {
    const uid = await guestLink();
    expect((await lookup(uid)).status).toBe(200);
    await save(1001, settings({ minimum_patient_age: 5, guest_use: false }));
    expect(await lookup(uid)).toMatchObject({
      status: 403,
      body: {
        code: 'GUEST_USE_DISABLED',
        message: 'Riverside Medical Centre does not offer video consultations to guests. Please contact the practice.',
      },
    });
    expect((await giveEmail(uid, 'amara@example.com')).status).toBe(403);
    await save(1001, settings({ minimum_patient_age: 5 }));
  });

  it('withholds the room until the guest gives a valid email address when email is not optional', async () => {
    const uid = await guestLink();
    const optional = await lookup(uid);
    expect(optional.body).toMatchObject({ email: 'optional', email_given: false });
    expect(optional.body.room).toEqual(expect.any(String));
    await save(1001, settings({ minimum_patient_age: 5, guest_email_optional: false }));
    const required = await lookup(uid);
    expect(required.body).toMatchObject({ email: 'required', email_given: false, room: null, room_key: null });
    const invalid = await giveEmail(uid, 'not an email');
    expect(invalid).toMatchObject({
      status: 400,
      body: { fields: { email: 'Enter a valid email address, like name@example.com' } },
    });
    const given = await giveEmail(uid, ' Amara.Okoye@Example.com ');
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ email: 'required', email_given: true, room: optional.body.room });
    expect((await lookup(uid)).body.room_key).toBe(optional.body.room_key);
    expect((await giveEmail('x'.repeat(32), 'a@example.com')).status).toBe(404);
    await save(1001, settings({ minimum_patient_age: 5 }));
  });
});
