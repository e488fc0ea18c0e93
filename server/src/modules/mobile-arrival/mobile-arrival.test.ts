import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  MOBILE_ARRIVAL_MESSAGES as M,
  MOBILE_CHECK_IN_MESSAGES as C,
  distanceMetres,
  mobileArrivalSettingsErrors,
} from '@contracts/rules/mobile-arrival.js';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { outboxMessages } from '../../providers/messaging/tables.js';
import { createOutboxMessaging } from '../../providers/messaging/outbox.js';
import { redactQuery } from '../../app.js';
import { contentSecurityPolicyWithNonce } from '../../security/headers.js';
import { clinicalAppointments, clinicalSessions } from '../clinical-system/index.js';
import { processReminders } from '../appointment-reminders/index.js';
import { sendSameDayLinks } from './service.js';
import { mobileArrivalTokens } from './tables.js';

// Wednesday 15 May 2030, 09:00 UK (BST): far from the seeded bookings, so only this file's appointments
const clock = createTestClock(new Date('2030-05-15T08:00:00Z'));
let t: TestApp;
const sessions = new Map<number, number>();
const RECEPTION = 3; // editor at Riverside, console access basic
const MANAGER = 4; // full at Riverside and Hillview
const CLINICIAN = 2; // role no: no console access
const PRACTICE = { latitude: 51.5007, longitude: -0.1246 };
/** ~55 m north of the practice, and ~1.1 km north. */
const NEAR = { latitude: 51.5012, longitude: -0.1246 };
const FAR = { latitude: 51.5107, longitude: -0.1246 };

beforeAll(async () => {
  t = await createTestApp({ clock, config: { publicUrl: 'https://carebridge.example' } });
  for (const [wcmsId, staffId] of [
    [1001, 'EMIS-STF-1'],
    [1002, 'S1-STF-1'],
  ] as const) {
    const [session] = await t.database.db
      .select()
      .from(clinicalSessions)
      .where(and(eq(clinicalSessions.wcmsId, wcmsId), eq(clinicalSessions.staffId, staffId)))
      .limit(1);
    sessions.set(wcmsId, session!.id);
  }
});
afterAll(async () => t.close());

const SETTINGS = `query MobileArrivalSettings($w: ID!) { mobileArrivalSettings(wcmsId: $w) {
  enabled infoMessage mapTilesUrl locations { id appointmentLocation latitude longitude distanceMetres } } }`;
const SAVE = `mutation SaveMobileArrivalSettings($w: ID!, $input: MobileArrivalSettingsInput!) {
  saveMobileArrivalSettings(wcmsId: $w, input: $input) { enabled infoMessage locations { appointmentLocation distanceMetres } } }`;

async function as(userId: number, query: string, variables: Record<string, unknown>) {
  const { bearerToken } = await t.signIn(userId);
  return gql<Json>(t, query, variables, { token: bearerToken });
}
const save = (input: Record<string, unknown>, w = '1001', userId = RECEPTION) => as(userId, SAVE, { w, input });
const fieldsOf = (body: Json) => body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
const branch = (extra: Record<string, unknown> = {}) => ({ ...PRACTICE, distanceMetres: 100, ...extra });

async function book(wcmsId: 1001 | 1002, patientId: string, startTime: Date, extra: Record<string, unknown> = {}) {
  const [row] = await t.database.db
    .insert(clinicalAppointments)
    .values({
      wcmsId,
      sessionId: sessions.get(wcmsId)!,
      startTime,
      duration: 10,
      slotTypeId: wcmsId === 1001 ? 'EMIS-ST-1' : 'S1-ST-1',
      consultingStaffId: wcmsId === 1001 ? 'EMIS-STF-1' : 'S1-STF-1',
      status: 'Booked',
      patientId,
      ...extra,
    })
    .returning();
  return row!;
}

const latestTo = async (mobile: string) =>
  (
    await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, mobile))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1)
  )[0];
const tokenIn = (body: string) => /\/consult\/arrive\/([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? null;
const checkIn = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/mobile-arrival/${token}/check-in`, payload });
const sameDay = () =>
  sendSameDayLinks({
    db: t.database.db,
    clock,
    messaging: createOutboxMessaging(t.database.db, clock),
    config: t.config,
  });

describe('rules (spec §5 Mobile arrival)', () => {
  it('message under 500 characters; practice location and distance required; locations unique across branches', () => {
    expect(mobileArrivalSettingsErrors({ enabled: true, infoMessage: 'x'.repeat(499), locations: [branch()] })).toEqual(
      {},
    );
    expect(mobileArrivalSettingsErrors({ enabled: false, infoMessage: 'x'.repeat(500), locations: [] })).toEqual({
      infoMessage: 'infoMessageTooLong',
    });
    expect(mobileArrivalSettingsErrors({ enabled: true, locations: [] })).toEqual({ locations: 'locationsRequired' });
    expect(
      mobileArrivalSettingsErrors({
        enabled: true,
        locations: [{ latitude: null, longitude: 200, distanceMetres: null }],
      }),
    ).toEqual({
      'locations.0.latitude': 'latitudeInvalid',
      'locations.0.longitude': 'longitudeInvalid',
      'locations.0.distanceMetres': 'distanceRequired',
    });
    expect(
      mobileArrivalSettingsErrors({ enabled: true, locations: [branch({ distanceMetres: 5 })] })[
        'locations.0.distanceMetres'
      ],
    ).toBe('distanceInvalid');
    expect(
      mobileArrivalSettingsErrors({
        enabled: true,
        locations: [
          branch({ appointmentLocation: 'Main surgery' }),
          { latitude: 51.6, longitude: -0.2, distanceMetres: 100, appointmentLocation: 'main SURGERY' },
          branch({ appointmentLocation: 'Branch' }),
        ],
      }),
    ).toEqual({
      'locations.1.appointmentLocation': 'appointmentLocationTaken',
      'locations.2.latitude': 'practiceLocationTaken',
    });
  });

  it('measures great-circle distance (haversine)', () => {
    expect(distanceMetres(PRACTICE, PRACTICE)).toBe(0);
    expect(distanceMetres(PRACTICE, NEAR)).toBeGreaterThan(50);
    expect(distanceMetres(PRACTICE, NEAR)).toBeLessThan(60);
    // one degree of latitude is about 111.2 km
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }) / 1000).toBeCloseTo(111.2, 0);
  });
});

describe('console settings', () => {
  it('are off with no locations until saved; the server refuses what the form refuses, with the field', async () => {
    const first = await as(RECEPTION, SETTINGS, { w: '1001' });
    expect(first.data?.mobileArrivalSettings).toEqual({
      enabled: false,
      infoMessage: null,
      mapTilesUrl: null,
      locations: [],
    });
    const none = await save({ enabled: true, locations: [] });
    expect(none.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(none.errors?.[0]?.message).toBe(M.locationsRequired);
    const long = await save({ enabled: false, infoMessage: 'x'.repeat(500), locations: [] });
    expect(fieldsOf(long)).toEqual({ infoMessage: M.infoMessageTooLong });
    const missing = await save({ enabled: true, locations: [{ appointmentLocation: 'Main', distanceMetres: null }] });
    expect(fieldsOf(missing)).toEqual({
      'locations.0.latitude': M.latitudeInvalid,
      'locations.0.longitude': M.longitudeInvalid,
      'locations.0.distanceMetres': M.distanceRequired,
    });
    const twice = await save({
      enabled: true,
      locations: [branch({ appointmentLocation: 'Main' }), branch({ appointmentLocation: 'main', latitude: 51.6 })],
    });
    expect(fieldsOf(twice)).toEqual({ 'locations.1.appointmentLocation': M.appointmentLocationTaken });
  });

  it('are refused without console access and for an organisation the caller is not in', async () => {
    const clinician = await as(CLINICIAN, SETTINGS, { w: '1001' });
    expect(clinician.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const elsewhere = await save({ enabled: false, locations: [] }, '1002', RECEPTION);
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the link in the appointment reminder', () => {
  const pass = () =>
    processReminders({
      db: t.database.db,
      clock,
      messaging: createOutboxMessaging(t.database.db, clock),
      config: t.config,
    });
  const reminders = async (days: number[]) => {
    const { headers } = await t.signIn(RECEPTION);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/appointment-reminders/wcms_id/1001/settings',
      headers,
      payload: { enabled: true, days_before: days, sms_without_consent: false, text: 'Reminder: {practice} {time}.' },
    });
    expect(response.statusCode).toBe(200);
  };

  it('is in the SMS only once the manager turns mobile arrival on, and is opaque', async () => {
    await reminders([2]);
    // Oliver Bennett (SMS, no NHS App): mobile arrival off, no link
    await book(1001, 'EMIS-5001', new Date('2030-05-17T10:00:00Z'));
    await pass();
    const off = await latestTo('07700900107');
    expect(off?.body).toMatch(/^Reminder: /);
    expect(off?.body).not.toMatch(/consult\/arrive/);

    const saved = await save({ enabled: true, infoMessage: 'Tap to tell us you are here.', locations: [branch()] });
    expect(saved.errors).toBeUndefined();
    // Mohammed Rahman (SMS): on, the link
    await book(1001, 'EMIS-5007', new Date('2030-05-17T11:00:00Z'));
    await pass();
    const on = await latestTo('07700900149');
    expect(on?.body).toMatch(
      /When you arrive, check in from your phone: https:\/\/carebridge\.example\/consult\/arrive\//,
    );
    const token = tokenIn(on!.body)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(on!.body).not.toContain('9991000917');
    expect(on!.body).not.toContain('EMIS-5007');

    const page = await t.app.inject({ method: 'GET', url: `/api/mobile-arrival/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      organisationName: 'Riverside Medical Centre',
      infoMessage: 'Tap to tell us you are here.',
      clinician: 'Dr Priya Shah',
      state: 'open',
    });
    // two days ahead: too early
    const early = await checkIn(token, NEAR);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'TOO_EARLY', message: C.TOO_EARLY });
    await reminders([]).catch(() => undefined);
  });

  it('lets the app load the configured map tiles, and only those', () => {
    const policy = contentSecurityPolicyWithNonce('n', {
      mapTilesUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
    });
    expect(policy).toContain("img-src 'self' data: blob: https://a.tiles.example.org;");
    expect(contentSecurityPolicyWithNonce('n', { mapTilesUrl: 'javascript:alert(1)' })).toContain(
      "img-src 'self' data: blob:;",
    );
  });

  it('is never logged: the token is redacted from request URLs', () => {
    expect(redactQuery('/api/mobile-arrival/abcDEF123_-x/check-in')).toBe('/api/mobile-arrival/[redacted]/check-in');
    expect(redactQuery('/consult/arrive/abcDEF123_-x')).toBe('/consult/arrive/[redacted]');
  });
});

describe('the phone checks in (the server decides)', () => {
  let token = '';
  let appointmentId = 0;

  it('gets one arrival SMS on the day, from 2 hours before, when mobile arrival is on', async () => {
    clock.set(new Date('2030-05-15T08:00:00Z'));
    // Sophie Turner (consented to SMS) at 10:00 UTC: 2 h ahead; Amara Okoye has not consented
    const appointment = await book(1001, 'EMIS-5004', new Date('2030-05-15T10:00:00Z'));
    await book(1001, 'EMIS-5002', new Date('2030-05-15T09:30:00Z'));
    appointmentId = appointment.id;
    await sameDay();
    await sameDay();
    const messages = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '07700900128'));
    const today = messages.filter((m) => m.body.includes('today'));
    expect(today).toHaveLength(1);
    expect(today[0]!.body).toMatch(/your appointment is at 11:00 today\. When you arrive, check in from your phone:/);
    expect(await latestTo('07700900114')).toBeUndefined();
    token = tokenIn(today[0]!.body)!;
  });

  it('refuses too early, outside the distance, and a position that is not one', async () => {
    const early = await checkIn(token, NEAR);
    expect(early.json()).toMatchObject({ code: 'TOO_EARLY' });
    clock.set(new Date('2030-05-15T09:50:00Z'));
    const far = await checkIn(token, FAR);
    expect(far.statusCode).toBe(422);
    expect(far.json()).toMatchObject({ code: 'TOO_FAR', message: C.TOO_FAR });
    const bad = await checkIn(token, { latitude: 91, longitude: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: C.positionInvalid });
    const [row] = await t.database.db
      .select()
      .from(clinicalAppointments)
      .where(eq(clinicalAppointments.id, appointmentId));
    expect(row!.status).toBe('Booked');
  });

  it('checks in within the distance as the kiosk does (method mobile), once', async () => {
    const ok = await checkIn(token, NEAR);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ clinician: 'Dr Priya Shah', appointmentTime: '2030-05-15T10:00:00.000Z' });
    const [row] = await t.database.db
      .select()
      .from(clinicalAppointments)
      .where(eq(clinicalAppointments.id, appointmentId));
    expect(row!.status).toBe('Arrived');
    const recorded = await t.database.db.execute(
      sql`select method, clinical_patient_id, wcms_id from arrivals where appointment_id = ${String(appointmentId)}`,
    );
    expect((recorded as unknown as { rows: unknown[] }).rows).toEqual([
      { method: 'mobile', clinical_patient_id: 'EMIS-5004', wcms_id: 1001 },
    ]);
    // the clinician's arrived patients list shows her
    const list = await as(
      CLINICIAN,
      'query ArrivedPatients($w: ID!) { arrivedPatients(wcmsId: $w) { appointmentId patientName } }',
      { w: '1001' },
    );
    expect(JSON.stringify(list.data)).toContain('Sophie Turner');
    // one-time: the same link again
    const again = await checkIn(token, NEAR);
    expect(again.json()).toMatchObject({ code: 'ALREADY_ARRIVED', message: C.ALREADY_ARRIVED });
    const page = await t.app.inject({ method: 'GET', url: `/api/mobile-arrival/${token}` });
    expect(page.json()).toMatchObject({ state: 'arrived' });
  });

  it('refuses too late, and an unknown link', async () => {
    const late = await book(1001, 'EMIS-5003', new Date('2030-05-15T09:00:00Z'));
    const [issued] = await t.database.db
      .select()
      .from(mobileArrivalTokens)
      .where(eq(mobileArrivalTokens.appointmentId, late.id));
    // sent at 08:00 for 09:00; it is 09:50 now
    expect(issued).toBeUndefined();
    await sameDay();
    const body = (await latestTo('07700900121'))?.body ?? '';
    const lateToken = tokenIn(body);
    expect(lateToken).toBeNull(); // more than 30 minutes past: no SMS any more
    const unknown = await checkIn('x'.repeat(32), NEAR);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'LINK_INVALID' });
  });

  it("is scoped to the link's organisation: Hillview's link is checked against Hillview's settings", async () => {
    // Hillview: Ruth Morgan at 10:00, mobile arrival off at first
    clock.set(new Date('2030-05-15T09:50:00Z'));
    await book(1002, 'S1-5020', new Date('2030-05-15T10:00:00Z'));
    await save(
      { enabled: true, locations: [{ latitude: 53.4, longitude: -2.2, distanceMetres: 200 }] },
      '1002',
      MANAGER,
    );
    await sameDay();
    const body = (await latestTo('07700900240'))?.body ?? '';
    const hillview = tokenIn(body)!;
    expect(hillview).not.toBeNull();
    expect(body).toContain('Hillview');
    // next to Riverside, far from Hillview: refused
    const there = await checkIn(hillview, NEAR);
    expect(there.json()).toMatchObject({ code: 'TOO_FAR' });
    // Hillview turns mobile arrival off: the link no longer checks in
    await save(
      { enabled: false, locations: [{ latitude: 53.4, longitude: -2.2, distanceMetres: 200 }] },
      '1002',
      MANAGER,
    );
    const off = await checkIn(hillview, { latitude: 53.4001, longitude: -2.2 });
    expect(off.json()).toMatchObject({ code: 'NOT_ENABLED' });
    await save(
      { enabled: true, locations: [{ latitude: 53.4, longitude: -2.2, distanceMetres: 200 }] },
      '1002',
      MANAGER,
    );
    const ok = await checkIn(hillview, { latitude: 53.4001, longitude: -2.2 });
    expect(ok.statusCode).toBe(200);
  });
});
