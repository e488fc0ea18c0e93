import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { clinicalAppointments, clinicalPatients, clinicalSessions } from '../clinical-system/index.js';
import { arrivals } from './tables.js';

// A touchscreen shared with another organisation (spec §3 Touchscreen: sharing code, shared-with list; §5 sharing
// code exactly 10 digits): Riverside (1001) owns the touchscreen, Hillview (1002) joins it with the code, and a
// Hillview patient checks in at Riverside's kiosk; the arrival is Hillview's. Removal from the list refuses at once.
const CLINICIAN = 2; // member of Riverside only
const MANAGER = 4; // manages Riverside and Hillview

// Thursday 10 January 2030, 10:00 in the UK: far from the seeded bookings
const now = new Date('2030-01-10T10:00:00Z');
let t: TestApp;
const tokens = new Map<number, string>();
let hillviewPatient: { id: string; dateOfBirth: string; surnameInitial: string };
let appointmentId = 0;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  const db = t.database.db;
  const [session] = await db
    .select()
    .from(clinicalSessions)
    .where(and(eq(clinicalSessions.wcmsId, 1002), eq(clinicalSessions.staffId, 'S1-STF-1')))
    .limit(1);
  const [patient] = await db.select().from(clinicalPatients).where(eq(clinicalPatients.id, 'S1-5020'));
  hillviewPatient = { id: patient!.id, dateOfBirth: patient!.dateOfBirth!, surnameInitial: patient!.surname[0]! };
  const [booked] = await db
    .insert(clinicalAppointments)
    .values({
      wcmsId: 1002,
      sessionId: session!.id,
      startTime: new Date('2030-01-10T10:10:00Z'),
      duration: 10,
      slotTypeId: 'S1-ST-1',
      consultingStaffId: 'S1-STF-1',
      status: 'Booked',
      patientId: patient!.id,
    })
    .returning();
  appointmentId = booked!.id;
});
afterAll(async () => t.close());

async function tokenFor(userId: number) {
  if (!tokens.has(userId)) tokens.set(userId, (await t.signIn(userId)).bearerToken);
  return tokens.get(userId)!;
}
const as = async (userId: number, w: string, query: string, variables: Record<string, unknown> = {}) =>
  gql<Json>(t, query, { w, ...variables }, { token: await tokenFor(userId) });
const fieldsOf = (body: Json) => body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
const codeOf = (body: Json) => body.errors?.[0]?.extensions?.code as string | undefined;

const TOUCHSCREEN_FIELDS = 'id name sharingCode sharedWith { organisationId organisationName }';
const SAVE = `mutation S($w: ID!, $input: TouchscreenInput!) { saveTouchscreen(wcmsId: $w, input: $input) { ${TOUCHSCREEN_FIELDS} } }`;
const GENERATE = `mutation G($w: ID!, $id: ID!) { generateTouchscreenSharingCode(wcmsId: $w, id: $id) { ${TOUCHSCREEN_FIELDS} } }`;
const JOIN =
  'mutation J($w: ID!, $code: String!) { joinSharedTouchscreen(wcmsId: $w, sharingCode: $code) { id name organisationName } }';
const REMOVE = `mutation R($w: ID!, $id: ID!, $org: ID!) { removeTouchscreenShare(wcmsId: $w, touchscreenId: $id, organisationId: $org) { ${TOUCHSCREEN_FIELDS} } }`;
const LIST = `query L($w: ID!) { consoleArrivals(wcmsId: $w) { touchscreens { ${TOUCHSCREEN_FIELDS} } sharedTouchscreens { id name organisationName } } }`;

const register = async (code: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/devices',
      payload: { wcmsId: 1001, code, kind: 'touchscreen' },
    })
  ).json().token as string;
const checkIn = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/arrivals/kiosk/check-in',
    headers: { 'x-device-token': token },
    payload: { dateOfBirth: hillviewPatient.dateOfBirth, surnameInitial: hillviewPatient.surnameInitial },
  });

describe('a touchscreen shared with another organisation', () => {
  let touchscreenId = '';
  let code = '';

  it('the owner generates a 10-digit sharing code, and a new one replaces it; no other organisation can', async () => {
    const saved = await as(MANAGER, '1001', SAVE, {
      input: { name: 'Health centre kiosk', code: '5151', minutesEarly: 60, minutesLate: 10, licence: 'registered' },
    });
    touchscreenId = saved.data?.saveTouchscreen.id as string;
    expect(saved.data?.saveTouchscreen).toMatchObject({ sharingCode: null, sharedWith: [] });
    const first = await as(MANAGER, '1001', GENERATE, { id: touchscreenId });
    const firstCode = first.data?.generateTouchscreenSharingCode.sharingCode as string;
    expect(firstCode).toMatch(/^\d{10}$/);
    const second = await as(MANAGER, '1001', GENERATE, { id: touchscreenId });
    code = second.data?.generateTouchscreenSharingCode.sharingCode as string;
    expect(code).toMatch(/^\d{10}$/);
    expect(code).not.toBe(firstCode);
    // the old code joins nothing now
    expect(fieldsOf(await as(MANAGER, '1002', JOIN, { code: firstCode }))).toEqual({
      sharingCode: 'No touchscreen has this sharing code. Check the code with the practice that owns the touchscreen.',
    });
    // Hillview cannot generate a code for Riverside's touchscreen, nor a Riverside clinician without console access
    expect(codeOf(await as(MANAGER, '1002', GENERATE, { id: touchscreenId }))).toBe('NOT_FOUND');
    expect(codeOf(await as(CLINICIAN, '1001', GENERATE, { id: touchscreenId }))).toBe('FORBIDDEN');
  });

  it('joining checks the code: 10 digits, a touchscreen’s, not one of the organisation’s own', async () => {
    expect(fieldsOf(await as(MANAGER, '1002', JOIN, { code: '12345' }))).toEqual({
      sharingCode: 'The sharing code must be exactly 10 digits.',
    });
    expect(fieldsOf(await as(MANAGER, '1002', JOIN, { code: '12345abcde' }))).toEqual({
      sharingCode: 'The sharing code must be exactly 10 digits.',
    });
    expect(fieldsOf(await as(MANAGER, '1001', JOIN, { code }))).toEqual({
      sharingCode: 'This touchscreen is your own organisation’s: its patients can check in at it already.',
    });
    // a member of Riverside only cannot join for Hillview
    expect(codeOf(await as(CLINICIAN, '1002', JOIN, { code }))).toBe('FORBIDDEN');
  });

  it('a Hillview patient checks in at Riverside’s kiosk only while Hillview shares it; the arrival is Hillview’s', async () => {
    const kiosk = await register('5151');
    // not shared yet: Riverside's kiosk does not know Hillview's patients
    const before = await checkIn(kiosk);
    expect(before.statusCode).toBe(422);
    expect(before.json()).toMatchObject({ code: 'NOT_FOUND' });

    // Hillview's waiting area and Dr Jones's schedule: the kiosk sends the patient there
    const area = await as(
      MANAGER,
      '1002',
      'mutation A($w: ID!) { saveWaitingArea(wcmsId: $w, input: { name: "Upstairs", instructions: "Take the lift to the first floor." }) { id } }',
    );
    const areaId = area.data?.saveWaitingArea.id as string;
    const schedule = await as(
      MANAGER,
      '1002',
      'mutation S($w: ID!, $a: ID!) { saveStaffSchedule(wcmsId: $w, input: { staffId: "S1-STF-1", weekday: 4, allDay: true, waitingAreaId: $a }) { id } }',
      { a: areaId },
    );
    expect(schedule.errors).toBeUndefined();

    const joined = await as(MANAGER, '1002', JOIN, { code: ` ${code.slice(0, 5)} ${code.slice(5)} ` });
    expect(joined.data?.joinSharedTouchscreen).toMatchObject({
      id: touchscreenId,
      name: 'Health centre kiosk',
      organisationName: expect.stringContaining('Riverside'),
    });
    const owner = await as(MANAGER, '1001', LIST);
    const listed = (owner.data?.consoleArrivals.touchscreens as Json[]).find((s) => s.id === touchscreenId);
    expect(listed?.sharedWith).toEqual([
      { organisationId: '1002', organisationName: expect.stringContaining('Hillview') },
    ]);
    expect(owner.data?.consoleArrivals.sharedTouchscreens).toEqual([]);
    const sharer = await as(MANAGER, '1002', LIST);
    expect(sharer.data?.consoleArrivals.sharedTouchscreens).toEqual([joined.data?.joinSharedTouchscreen]);

    const answer = await checkIn(kiosk);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ clinician: 'Dr Aled Jones', waitingArea: 'Upstairs' });
    const [row] = await t.database.db
      .select()
      .from(arrivals)
      .where(eq(arrivals.appointmentId, String(appointmentId)));
    expect(row).toMatchObject({
      wcmsId: 1002,
      consultingStaffId: 'S1-STF-1',
      method: 'kiosk',
      waitingAreaName: 'Upstairs',
    });
    const [appointment] = await t.database.db
      .select()
      .from(clinicalAppointments)
      .where(eq(clinicalAppointments.id, appointmentId));
    expect(appointment?.status).toBe('Arrived');
  });

  it('a patient of each organisation with the same date of birth and initial is sent to reception, not guessed', async () => {
    // hazard H21: a shared kiosk must not check a patient in to another organisation's patient's appointment
    const db = t.database.db;
    const [session] = await db.select().from(clinicalSessions).where(eq(clinicalSessions.wcmsId, 1001)).limit(1);
    await db.insert(clinicalPatients).values({
      id: 'S1-TWIN',
      wcmsId: 1001,
      forename: 'Test',
      surname: `${hillviewPatient.surnameInitial}twin`,
      dateOfBirth: hillviewPatient.dateOfBirth,
    });
    const [twin] = await db
      .insert(clinicalAppointments)
      .values({
        wcmsId: 1001,
        sessionId: session!.id,
        startTime: new Date('2030-01-10T10:20:00Z'),
        duration: 10,
        slotTypeId: 'S1-ST-1',
        consultingStaffId: session!.staffId,
        status: 'Booked',
        patientId: 'S1-TWIN',
      })
      .returning();
    try {
      const refused = await checkIn(await register('5151'));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'AMBIGUOUS' });
      const [untouched] = await db.select().from(clinicalAppointments).where(eq(clinicalAppointments.id, twin!.id));
      expect(untouched?.status).toBe('Booked');
    } finally {
      await db.delete(clinicalAppointments).where(eq(clinicalAppointments.id, twin!.id));
      await db.delete(clinicalPatients).where(eq(clinicalPatients.id, 'S1-TWIN'));
    }
  });

  it('only the owner removes an organisation from the list, and the kiosk refuses its patients at once', async () => {
    // Hillview cannot remove itself through Riverside's touchscreen (not its own), nor can it be removed twice
    expect(codeOf(await as(MANAGER, '1002', REMOVE, { id: touchscreenId, org: '1002' }))).toBe('NOT_FOUND');
    const removed = await as(MANAGER, '1001', REMOVE, { id: touchscreenId, org: '1002' });
    expect(removed.data?.removeTouchscreenShare.sharedWith).toEqual([]);
    expect(codeOf(await as(MANAGER, '1001', REMOVE, { id: touchscreenId, org: '1002' }))).toBe('NOT_FOUND');
    expect((await as(MANAGER, '1002', LIST)).data?.consoleArrivals.sharedTouchscreens).toEqual([]);

    const kiosk = await register('5151');
    const refused = await checkIn(kiosk);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
