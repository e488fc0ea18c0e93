import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { clinicalAppointments, clinicalPatients, clinicalSessions } from '../clinical-system/index.js';
import { organisations } from '../organisations/index.js';
import { fftInvitations } from '../fft/index.js';
import { processFftInvitations } from '../fft/index.js';
import { outboxMessages } from '../../providers/messaging/tables.js';
import { createOutboxMessaging } from '../../providers/messaging/outbox.js';
import { arrivalDeviceAttempts, arrivals } from './tables.js';

const CLINICIAN = 2; // Dr Priya Shah (clinical staff EMIS-STF-1), role no
const RECEPTION = 3; // editor, console access basic
const MANAGER = 4; // full at Riverside and Hillview
const W = '1001';

// Wednesday 9 January 2030, 10:00 in the UK (GMT): far from the seeded bookings, so only this file's appointments
let now = new Date('2030-01-09T10:00:00Z');
const clock = { now: () => now };
let t: TestApp;
const tokens = new Map<number, string>();
let sessionId = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const [session] = await t.database.db
    .select()
    .from(clinicalSessions)
    .where(and(eq(clinicalSessions.wcmsId, 1001), eq(clinicalSessions.staffId, 'EMIS-STF-1')))
    .limit(1);
  sessionId = session!.id;
});
afterAll(async () => t.close());

async function tokenFor(userId: number) {
  if (!tokens.has(userId)) tokens.set(userId, (await t.signIn(userId)).bearerToken);
  return tokens.get(userId)!;
}
const as = async (userId: number, query: string, variables: Record<string, unknown> = {}) =>
  gql<Json>(t, query, { w: W, ...variables }, { token: await tokenFor(userId) });
const fieldsOf = (body: Json) => body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

const SAVE_AREA =
  'mutation SaveWaitingArea($w: ID!, $id: ID, $input: WaitingAreaInput!) { saveWaitingArea(wcmsId: $w, id: $id, input: $input) { id name instructions } }';
const SAVE_SCHEDULE =
  'mutation SaveStaffSchedule($w: ID!, $id: ID, $input: StaffScheduleInput!) { saveStaffSchedule(wcmsId: $w, id: $id, input: $input) { id start end allDay waitingAreaId } }';
const SAVE_TOUCHSCREEN =
  'mutation SaveTouchscreen($w: ID!, $id: ID, $input: TouchscreenInput!) { saveTouchscreen(wcmsId: $w, id: $id, input: $input) { id code licence devices } }';
const SAVE_TV =
  'mutation SaveTvScreen($w: ID!, $id: ID, $input: TvScreenInput!) { saveTvScreen(wcmsId: $w, id: $id, input: $input) { id code } }';
const SAVE_NEWS =
  'mutation SaveNewsItem($w: ID!, $id: ID, $input: NewsItemInput!) { saveNewsItem(wcmsId: $w, id: $id, input: $input) { id text } }';

async function register(kind: 'touchscreen' | 'tv', code: string, wcmsId = 1001) {
  return t.app.inject({ method: 'POST', url: '/api/arrivals/devices', payload: { wcmsId, code, kind } });
}
const kiosk = (token: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/arrivals/kiosk/check-in', headers: { 'x-device-token': token }, payload });

async function book(patientId: string, startTime: Date, extra: { preventSelfCheckIn?: boolean } = {}) {
  const [row] = await t.database.db
    .insert(clinicalAppointments)
    .values({
      wcmsId: 1001,
      sessionId,
      startTime,
      duration: 10,
      slotTypeId: 'EMIS-ST-1',
      consultingStaffId: 'EMIS-STF-1',
      status: 'Booked',
      patientId,
      ...extra,
    })
    .returning();
  return row!;
}

describe('waiting areas (spec §5)', () => {
  it('needs a name and instructions, and a name unique without regard to case', async () => {
    const empty = await as(RECEPTION, SAVE_AREA, { input: { name: ' ', instructions: '' } });
    expect(fieldsOf(empty)).toEqual({ name: 'Enter a name.', instructions: 'Enter the instructions for patients.' });
    const ok = await as(RECEPTION, SAVE_AREA, {
      input: { name: 'Upstairs', instructions: 'Take the lift to floor 1.' },
    });
    expect(ok.data?.saveWaitingArea.name).toBe('Upstairs');
    const dup = await as(RECEPTION, SAVE_AREA, { input: { name: 'UPSTAIRS', instructions: 'x' } });
    expect(fieldsOf(dup)).toEqual({ name: 'A waiting area with this name already exists.' });
  });

  it('cannot be seen or changed from another organisation', async () => {
    const mine = await as(MANAGER, SAVE_AREA, { input: { name: 'Garden room', instructions: 'Through the garden.' } });
    const other = await gql<Json>(
      t,
      SAVE_AREA,
      { w: '1002', id: mine.data?.saveWaitingArea.id, input: { name: 'Hijack', instructions: 'x' } },
      { token: await tokenFor(MANAGER) },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('consulting staff schedules (spec §5)', () => {
  let area = '';
  beforeAll(async () => {
    area = (await as(MANAGER, SAVE_AREA, { input: { name: 'Main waiting room', instructions: 'Ground floor.' } })).data
      ?.saveWaitingArea.id;
  });
  const session = (input: Record<string, unknown>) =>
    as(MANAGER, SAVE_SCHEDULE, { input: { staffId: 'EMIS-STF-2', weekday: 2, allDay: false, ...input } });

  it('needs a waiting area and a valid period with start not after end', async () => {
    expect(fieldsOf(await session({ start: '09:00', end: '12:00' }))).toEqual({
      waitingAreaId: 'Choose a waiting area.',
    });
    expect(fieldsOf(await session({ start: '9am', end: '12:00', waitingAreaId: area }))).toEqual({
      start: 'Enter a valid time period (HH:MM).',
    });
    expect(fieldsOf(await session({ start: '13:00', end: '12:00', waitingAreaId: area }))).toEqual({
      start: 'The start cannot be after the end.',
    });
  });

  it('refuses a start before the previous session ends, and an all-day session beside another', async () => {
    const morning = await session({ start: '09:00', end: '12:00', waitingAreaId: area });
    expect(morning.data?.saveStaffSchedule.start).toBe('09:00');
    expect(fieldsOf(await session({ start: '11:30', end: '13:00', waitingAreaId: area }))).toEqual({
      start: 'The start cannot be before the end of the previous session.',
    });
    expect(fieldsOf(await session({ start: '08:00', end: '09:30', waitingAreaId: area }))).toEqual({
      end: 'The end cannot be after the start of the next session.',
    });
    expect((await session({ start: '12:00', end: '17:00', waitingAreaId: area })).data?.saveStaffSchedule).toBeTruthy();
    expect(fieldsOf(await session({ allDay: true, waitingAreaId: area }))).toEqual({
      allDay: 'This day already has another session; an all-day session must be the only one.',
    });
  });

  it('keeps a waiting area in use', async () => {
    const removed = await as(
      MANAGER,
      'mutation DeleteWaitingArea($w: ID!, $id: ID!) { deleteWaitingArea(wcmsId: $w, id: $id) }',
      {
        id: area,
      },
    );
    expect(removed.errors?.[0]?.message).toBe('This waiting area is used by a consulting staff schedule.');
  });
});

describe('touchscreens and TV screens (spec §4, §5)', () => {
  it('need a name, a 4-digit code unique in the organisation and minutes early and late', async () => {
    const bad = await as(MANAGER, SAVE_TOUCHSCREEN, {
      input: { name: '', code: '12a4', minutesEarly: null, minutesLate: 300, licence: 'registered' },
    });
    expect(fieldsOf(bad)).toEqual({
      name: 'Enter a name.',
      code: 'The code must be exactly 4 digits.',
      minutesEarly: 'Enter how many minutes early a patient may check in.',
      minutesLate: 'Enter a whole number of minutes from 0 to 240.',
    });
    const input = { name: 'Front desk', code: '4821', minutesEarly: 30, minutesLate: 10, licence: 'registered' };
    expect((await as(MANAGER, SAVE_TOUCHSCREEN, { input })).data?.saveTouchscreen.code).toBe('4821');
    expect(fieldsOf(await as(MANAGER, SAVE_TOUCHSCREEN, { input: { ...input, name: 'Other' } }))).toEqual({
      code: 'Another screen of this organisation has this code.',
    });
    const tv = await as(MANAGER, SAVE_TV, {
      input: { name: '', code: '99', notificationSound: 'chime', announce: true, nameFormat: 'forename_initial' },
    });
    expect(fieldsOf(tv)).toEqual({ name: 'Enter a name.', code: 'The code must be exactly 4 digits.' });
    const news = await as(MANAGER, SAVE_NEWS, { input: { text: '  ', screenIds: [] } });
    expect(fieldsOf(news)).toEqual({ text: 'Enter the news item text.' });
  });

  it('are not offered where the organisation has no clinical system (spec §2)', async () => {
    await t.database.db.update(organisations).set({ clinicalSystem: 'na' }).where(eq(organisations.wcmsId, 1002));
    const body = await gql<Json>(
      t,
      'query ConsoleArrivals($w: ID!) { consoleArrivals(wcmsId: $w) { waitingAreas { id } } }',
      { w: '1002' },
      { token: await tokenFor(MANAGER) },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await t.database.db.update(organisations).set({ clinicalSystem: 'systmone' }).where(eq(organisations.wcmsId, 1002));
  });
});

describe('the kiosk', () => {
  let token = '';
  let areaId = '';
  beforeAll(async () => {
    areaId = (await as(MANAGER, SAVE_AREA, { input: { name: 'Room 4 corridor', instructions: 'Turn left.' } })).data
      ?.saveWaitingArea.id;
    // Dr Shah on Wednesdays (weekday 3), all day, waits patients in the corridor
    await as(MANAGER, SAVE_SCHEDULE, {
      input: { staffId: 'EMIS-STF-1', weekday: 3, allDay: true, waitingAreaId: areaId },
    });
    await as(MANAGER, SAVE_TOUCHSCREEN, {
      input: { name: 'Kiosk', code: '1357', minutesEarly: 30, minutesLate: 10, licence: 'registered' },
    });
    const registered = await register('touchscreen', '1357');
    expect(registered.statusCode).toBe(201);
    token = registered.json().token;
  });

  it('registers only with a code of the organisation', async () => {
    expect((await register('touchscreen', '0000')).statusCode).toBe(404);
    expect((await register('touchscreen', '1357', 1002)).statusCode).toBe(404);
    expect((await register('touchscreen', '13')).statusCode).toBe(400);
  });

  it('refuses registration after too many wrong codes from one address or for one organisation', async () => {
    const from = (remoteAddress: string, code: string, kind: 'touchscreen' | 'tv' = 'touchscreen') =>
      t.app.inject({
        method: 'POST',
        url: '/api/arrivals/devices',
        remoteAddress,
        payload: { wcmsId: 1001, code, kind },
      });
    const started = now;
    await as(MANAGER, SAVE_TOUCHSCREEN, {
      input: { name: 'Side door kiosk', code: '8642', minutesEarly: 30, minutesLate: 10, licence: 'registered' },
    });
    // one address: five wrong codes (touchscreen or TV alike) are answered, then even the right code is refused
    for (const code of ['1111', '2222', '3333', '4444']) expect((await from('203.0.113.7', code)).statusCode).toBe(404);
    expect((await from('203.0.113.7', '5555', 'tv')).statusCode).toBe(404);
    const refused = await from('203.0.113.7', '8642');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many wrong codes have been tried. Wait 15 minutes, then try again.',
    });
    // another address is not held up by it
    expect((await from('203.0.113.8', '8642')).statusCode).toBe(201);
    // guesses spread over many addresses: 20 wrong codes for the organisation (one earlier in this file) stop everyone
    for (let i = 1; i <= 14; i += 1) expect((await from(`198.51.100.${i}`, '9999')).statusCode).toBe(404);
    expect((await from('198.51.100.200', '8642')).statusCode).toBe(429);
    // the window passes
    now = new Date(started.getTime() + 16 * 60_000);
    expect((await from('203.0.113.7', '8642')).statusCode).toBe(201);
    now = started;
    await t.database.db.delete(arrivalDeviceAttempts);
  });

  it('checks a patient in inside the window, marks the appointment arrived and names the waiting area', async () => {
    const appointment = await book('EMIS-5000', new Date('2030-01-09T10:20:00Z'));
    const response = await kiosk(token, { dateOfBirth: '1948-04-12', surnameInitial: 'w' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      arrivalId: expect.any(Number),
      appointmentTime: '2030-01-09T10:20:00.000Z',
      clinician: 'Dr Priya Shah',
      waitingArea: 'Room 4 corridor',
      instructions: 'Turn left.',
    });
    // no patient data in the answer
    expect(JSON.stringify(response.json())).not.toMatch(/Eleanor|Whitfield|999/);
    const [row] = await t.database.db
      .select()
      .from(clinicalAppointments)
      .where(eq(clinicalAppointments.id, appointment.id));
    expect(row?.status).toBe('Arrived');
    expect(row?.arrivalTime?.toISOString()).toBe(now.toISOString());
    const [arrival] = await t.database.db
      .select()
      .from(arrivals)
      .where(eq(arrivals.appointmentId, String(appointment.id)));
    expect(arrival).toMatchObject({ method: 'kiosk', waitingAreaName: 'Room 4 corridor', calledAt: null });
  });

  it('sends to reception: no appointment, self check-in prevented, too early, too late', async () => {
    const refused = async (payload: Record<string, string>) => {
      const r = await kiosk(token, payload);
      return { status: r.statusCode, code: r.json().code, message: r.json().message };
    };
    expect(await refused({ dateOfBirth: '1990-09-03', surnameInitial: 'B' })).toMatchObject({
      status: 422,
      code: 'NOT_FOUND',
    });
    await book('EMIS-5001', new Date('2030-01-09T10:05:00Z'), { preventSelfCheckIn: true });
    expect(await refused({ dateOfBirth: '1990-09-03', surnameInitial: 'B' })).toEqual({
      status: 422,
      code: 'SELF_CHECK_IN_PREVENTED',
      message: 'Please go to reception to check in for this appointment.',
    });
    await book('EMIS-5002', new Date('2030-01-09T11:00:00Z')); // Amara Okoye: 60 minutes ahead, 30 allowed
    expect(await refused({ dateOfBirth: '1985-01-27', surnameInitial: 'O' })).toMatchObject({ code: 'TOO_EARLY' });
    await book('EMIS-5003', new Date('2030-01-09T09:40:00Z')); // George Patel: 20 minutes late, 10 allowed
    expect(await refused({ dateOfBirth: '1962-11-19', surnameInitial: 'P' })).toMatchObject({ code: 'TOO_LATE' });
    expect((await kiosk(token, { dateOfBirth: '1962-13-19', surnameInitial: '1' })).json().fields).toEqual({
      dateOfBirth: 'Enter your date of birth.',
      surnameInitial: 'Choose the first letter of your surname.',
    });
  });

  it('refuses two patients sharing a date of birth and initial', async () => {
    await t.database.db.insert(clinicalPatients).values([
      { id: 'T-1', wcmsId: 1001, forename: 'Ann', surname: 'Twin', dateOfBirth: '2001-01-01' },
      { id: 'T-2', wcmsId: 1001, forename: 'Ben', surname: 'Twin', dateOfBirth: '2001-01-01' },
    ]);
    await book('T-1', new Date('2030-01-09T10:10:00Z'));
    await book('T-2', new Date('2030-01-09T10:30:00Z'));
    const r = await kiosk(token, { dateOfBirth: '2001-01-01', surnameInitial: 'T' });
    expect(r.json().code).toBe('AMBIGUOUS');
  });

  it('accepts only its own device registration; a suspended licence is refused and a reset forgets devices', async () => {
    expect((await kiosk('made-up', { dateOfBirth: '1948-04-12', surnameInitial: 'W' })).statusCode).toBe(401);
    await as(MANAGER, SAVE_TV, {
      input: {
        name: 'Waiting room TV',
        code: '2468',
        notificationSound: 'bell',
        announce: false,
        nameFormat: 'full_name',
      },
    });
    const tvToken = (await register('tv', '2468')).json().token as string;
    expect((await kiosk(tvToken, { dateOfBirth: '1948-04-12', surnameInitial: 'W' })).statusCode).toBe(401);
    const tvAsKiosk = await t.app.inject({
      method: 'GET',
      url: '/api/arrivals/kiosk',
      headers: { 'x-device-token': tvToken },
    });
    expect(tvAsKiosk.statusCode).toBe(401);
    const kioskAsTv = await t.app.inject({
      method: 'GET',
      url: '/api/arrivals/call-screen',
      headers: { 'x-device-token': token },
    });
    expect(kioskAsTv.statusCode).toBe(401);

    const list = await as(
      MANAGER,
      'query ConsoleArrivals($w: ID!) { consoleArrivals(wcmsId: $w) { touchscreens { id code devices } } }',
    );
    const screen = list.data?.consoleArrivals.touchscreens.find((s: Json) => s.code === '1357');
    expect(screen.devices).toBe(1);
    const base = { name: 'Kiosk', code: '1357', minutesEarly: 30, minutesLate: 10 };
    await as(MANAGER, SAVE_TOUCHSCREEN, { id: screen.id, input: { ...base, licence: 'suspended' } });
    const suspended = await t.app.inject({
      method: 'GET',
      url: '/api/arrivals/kiosk',
      headers: { 'x-device-token': token },
    });
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().message).toBe('This touchscreen’s licence is suspended. Please go to reception.');
    expect((await register('touchscreen', '1357')).statusCode).toBe(403);
    const reset = await as(MANAGER, SAVE_TOUCHSCREEN, { id: screen.id, input: { ...base, licence: 'reset' } });
    expect(reset.data?.saveTouchscreen).toMatchObject({ licence: 'registered', devices: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/arrivals/kiosk', headers: { 'x-device-token': token } }))
        .statusCode,
    ).toBe(401);
    token = (await register('touchscreen', '1357')).json().token;
  });
});

describe('arrived patients and the call screen', () => {
  it('lists the clinician’s arrived patients; calling one shows it on the TV screens', async () => {
    const listed = await as(
      CLINICIAN,
      'query ArrivedPatients($w: ID!) { arrivedPatients(wcmsId: $w) { id patientName waitingArea calledAt } }',
    );
    const eleanor = listed.data?.arrivedPatients.find((p: Json) => p.patientName === 'Mrs Eleanor Whitfield');
    expect(eleanor).toMatchObject({ waitingArea: 'Room 4 corridor', calledAt: null });
    // someone else's staff record cannot call her (and does not see her)
    expect(
      (await as(RECEPTION, 'query ArrivedPatients($w: ID!) { arrivedPatients(wcmsId: $w) { id } }')).data
        ?.arrivedPatients,
    ).toEqual([]);
    const CALL =
      'mutation CallArrivedPatient($w: ID!, $id: ID!) { callArrivedPatient(wcmsId: $w, arrivalId: $id) { calledAt } }';
    expect((await as(RECEPTION, CALL, { id: eleanor.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // the FFT appointment option: patients are invited 2 days after they are seen, by SMS
    await as(
      MANAGER,
      'mutation SaveFftSettings($w: ID!, $input: FftSettingsInput!) { saveFftSettings(wcmsId: $w, input: $input) { appointmentOption } }',
      { input: { requestTypes: [], sendDelayDays: 2, appointmentOption: true, invitationMethod: 'sms' } },
    );
    now = new Date('2030-01-09T10:12:00Z');
    expect((await as(CLINICIAN, CALL, { id: eleanor.id })).data?.callArrivedPatient.calledAt).toBe(
      '2030-01-09T10:12:00.000Z',
    );
    const invited = () =>
      t.database.db
        .select()
        .from(fftInvitations)
        .where(and(eq(fftInvitations.wcmsId, 1001), isNull(fftInvitations.requestId)));
    expect(await invited()).toEqual([
      expect.objectContaining({ method: 'sms', recipient: '07700900100', sendAt: new Date('2030-01-11T10:12:00Z') }),
    ]);
    // calling her again (she did not hear it) invites no one twice
    now = new Date('2030-01-09T10:13:00Z');
    await as(CLINICIAN, CALL, { id: eleanor.id });
    expect(await invited()).toHaveLength(1);
    // the invitation goes out when due, as an appointment's
    now = new Date('2030-01-11T10:12:00Z');
    await processFftInvitations({
      db: t.database.db,
      clock,
      messaging: createOutboxMessaging(t.database.db, clock),
      config: { publicUrl: 'https://x' },
    });
    const [sent] = await invited();
    expect(sent!.sentAt).toEqual(now);
    const [message] = await t.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, sent!.outboxMessageId!));
    expect(message!.body).toMatch(/^Riverside Medical Centre: thank you for coming to your appointment\. /);
    now = new Date('2030-01-09T10:13:00Z');

    await as(MANAGER, SAVE_NEWS, { input: { text: 'Flu clinics on Saturday', screenIds: [] } });
    await as(MANAGER, SAVE_NEWS, { input: { text: 'Old news', expiresOn: '2030-01-08', screenIds: [] } });
    const tvToken = (await register('tv', '2468')).json().token as string;
    const screen = await t.app.inject({
      method: 'GET',
      url: '/api/arrivals/call-screen',
      headers: { 'x-device-token': tvToken },
    });
    expect(screen.statusCode).toBe(200);
    expect(screen.json()).toMatchObject({
      name: 'Waiting room TV',
      notificationSound: 'bell',
      announce: false,
      current: { patient: 'Eleanor Whitfield', clinician: 'Dr Priya Shah', waitingArea: 'Room 4 corridor' },
      recent: [],
      news: ['Flu clinics on Saturday'],
    });
    // the screen's name format: forename and surname initial
    const id = (
      await as(MANAGER, 'query ConsoleCallScreens($w: ID!) { consoleCallScreens(wcmsId: $w) { screens { id code } } }')
    ).data?.consoleCallScreens.screens.find((s: Json) => s.code === '2468').id;
    await as(MANAGER, SAVE_TV, {
      id,
      input: {
        name: 'Waiting room TV',
        code: '2468',
        notificationSound: 'bell',
        announce: true,
        nameFormat: 'forename_initial',
      },
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/arrivals/call-screen',
      headers: { 'x-device-token': tvToken },
    });
    expect(again.json().current.patient).toBe('Eleanor W');
    expect(again.json().announce).toBe(true);
  });
});
