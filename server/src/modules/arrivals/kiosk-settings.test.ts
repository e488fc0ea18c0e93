import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { clinicalAppointments, clinicalSessions } from '../clinical-system/index.js';
import { arrivals } from './tables.js';

// Touchscreen settings that change the kiosk (spec §3 Touchscreen, §5): location and location lock, the
// questionnaire and review response, the health pod inputs; and the readings stored with the arrival.
const CLINICIAN = 2; // Dr Priya Shah (clinical staff EMIS-STF-1)
const MANAGER = 4;
const W = '1001';

// Thursday 10 January 2030, 10:00 in the UK: far from the seeded bookings
let now = new Date('2030-01-10T10:00:00Z');
const clock = { now: () => now };
let t: TestApp;
const tokens = new Map<number, string>();
const sessions = { riverside: 0, hillview: 0 };

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.database.db;
  const shah = await db
    .select()
    .from(clinicalSessions)
    .where(and(eq(clinicalSessions.wcmsId, 1001), eq(clinicalSessions.staffId, 'EMIS-STF-1')))
    .limit(1);
  const nurse = await db
    .select()
    .from(clinicalSessions)
    .where(and(eq(clinicalSessions.wcmsId, 1001), eq(clinicalSessions.staffId, 'EMIS-STF-3')))
    .limit(1);
  await db.update(clinicalSessions).set({ location: 'Riverside Surgery' }).where(eq(clinicalSessions.id, shah[0]!.id));
  await db.update(clinicalSessions).set({ location: 'Hillview Branch' }).where(eq(clinicalSessions.id, nurse[0]!.id));
  sessions.riverside = shah[0]!.id;
  sessions.hillview = nurse[0]!.id;
});
afterAll(async () => t.close());

async function tokenFor(userId: number) {
  if (!tokens.has(userId)) tokens.set(userId, (await t.signIn(userId)).bearerToken);
  return tokens.get(userId)!;
}
const as = async (userId: number, query: string, variables: Record<string, unknown> = {}) =>
  gql<Json>(t, query, { w: W, ...variables }, { token: await tokenFor(userId) });
const fieldsOf = (body: Json) => body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

const SAVE_TOUCHSCREEN =
  'mutation SaveTouchscreen($w: ID!, $id: ID, $input: TouchscreenInput!) { saveTouchscreen(wcmsId: $w, id: $id, input: $input) { id location locationLock questions reviewResponse healthPod } }';
const ARRIVED =
  'query Arrived($w: ID!) { arrivedPatients(wcmsId: $w) { id patientName readings { systolic diastolic weight height } responses { question answer } } }';
const base = { name: 'Kiosk', minutesEarly: 60, minutesLate: 10, licence: 'registered' };

const register = async (code: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/devices',
      payload: { wcmsId: 1001, code, kind: 'touchscreen' },
    })
  ).json().token as string;
const checkIn = (token: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/arrivals/kiosk/check-in', headers: { 'x-device-token': token }, payload });
const respond = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/arrivals/kiosk/responses', headers: { 'x-device-token': token }, payload });

async function book(patientId: string, at: string, where: 'riverside' | 'hillview', staff = 'EMIS-STF-1') {
  const [row] = await t.database.db
    .insert(clinicalAppointments)
    .values({
      wcmsId: 1001,
      sessionId: sessions[where],
      startTime: new Date(at),
      duration: 10,
      slotTypeId: where === 'riverside' ? 'EMIS-ST-1' : 'EMIS-ST-4',
      consultingStaffId: staff,
      status: 'Booked',
      patientId,
    })
    .returning();
  return row!;
}

describe('touchscreen settings (spec §3, §5)', () => {
  it('offers the practice’s sites, and refuses an unknown location, a lock without one and bad questionnaires', async () => {
    const listed = await as(MANAGER, 'query L($w: ID!) { consoleArrivals(wcmsId: $w) { locations } }');
    expect(listed.data?.consoleArrivals.locations).toEqual(
      expect.arrayContaining(['Hillview Branch', 'Riverside Surgery']),
    );
    const bad = await as(MANAGER, SAVE_TOUCHSCREEN, {
      input: {
        ...base,
        code: '7001',
        location: 'The moon',
        questions: ['1', '2', '3', '4', '5', '6'],
        reviewResponse: true,
      },
    });
    expect(fieldsOf(bad)).toEqual({
      location: 'Choose one of the practice’s locations.',
      questions: 'Ask at most 5 questions.',
    });
    const lockOnly = await as(MANAGER, SAVE_TOUCHSCREEN, {
      input: { ...base, code: '7001', locationLock: true, questions: ['x'.repeat(201)] },
    });
    expect(fieldsOf(lockOnly)).toEqual({
      location: 'Choose a location to lock this touchscreen to.',
      questions: 'Each question must be 200 characters or fewer.',
    });
    const review = await as(MANAGER, SAVE_TOUCHSCREEN, { input: { ...base, code: '7001', reviewResponse: true } });
    expect(fieldsOf(review)).toEqual({ reviewResponse: 'Add a question to review the responses to.' });
    const saved = await as(MANAGER, SAVE_TOUCHSCREEN, {
      input: {
        ...base,
        code: '7001',
        location: 'Riverside Surgery',
        locationLock: true,
        questions: ['  Have you had a fever this week?  ', ''],
        reviewResponse: true,
        healthPod: ['weight', 'blood_pressure'],
      },
    });
    expect(saved.data?.saveTouchscreen).toMatchObject({
      location: 'Riverside Surgery',
      locationLock: true,
      questions: ['Have you had a fever this week?'],
      reviewResponse: true,
      healthPod: ['blood_pressure', 'weight'],
    });
  });

  it('gives the kiosk its location, health pod inputs and questions', async () => {
    const token = await register('7001');
    const kiosk = await t.app.inject({
      method: 'GET',
      url: '/api/arrivals/kiosk',
      headers: { 'x-device-token': token },
    });
    expect(kiosk.json()).toMatchObject({
      location: 'Riverside Surgery',
      healthPod: ['blood-pressure', 'weight'],
      questions: ['Have you had a fever this week?'],
    });
  });
});

describe('the kiosk with the settings', () => {
  it('location lock: refuses an appointment at another site; unlocked, checks it in', async () => {
    const token = await register('7001');
    await book('EMIS-5002', '2030-01-10T10:05:00Z', 'hillview', 'EMIS-STF-3'); // Amara Okoye at Hillview
    const refused = await checkIn(token, { dateOfBirth: '1985-01-27', surnameInitial: 'O' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'WRONG_LOCATION',
      message: 'Your appointment is at another of the practice’s sites. Please go to reception.',
    });
    const unlocked = await as(MANAGER, SAVE_TOUCHSCREEN, {
      input: { ...base, name: 'Hall', code: '7002', location: 'Riverside Surgery', locationLock: false },
    });
    expect(unlocked.errors).toBeUndefined();
    const other = await register('7002');
    expect((await checkIn(other, { dateOfBirth: '1985-01-27', surnameInitial: 'O' })).statusCode).toBe(200);
  });

  it('stores the readings and answers with the arrival; the clinician sees them (answers with review response on)', async () => {
    const token = await register('7001');
    await book('EMIS-5003', '2030-01-10T10:15:00Z', 'riverside'); // George Patel with Dr Shah
    const answer = await checkIn(token, { dateOfBirth: '1962-11-19', surnameInitial: 'P' });
    expect(answer.statusCode).toBe(200);
    const arrivalId = answer.json().arrivalId as number;
    expect(arrivalId).toEqual(expect.any(Number));

    // out of range, half a blood pressure, a reading not asked for, answers not one per question: 400 with fields
    const bad = await respond(token, {
      arrivalId,
      readings: { systolic: 400, weight: 72.55, height: 180 },
      answers: ['yes', 'no'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      systolic: 'Enter the top number of your blood pressure, from 70 to 250.',
      weight: 'Enter your weight in kilograms, from 2 to 300.',
      height: 'This touchscreen does not ask for this reading.',
      answers: 'Answer each question yes or no.',
    });
    const upside = await respond(token, { arrivalId, readings: { systolic: 80, diastolic: 90 }, answers: [] });
    expect(upside.json().fields).toEqual({ diastolic: 'The bottom number must be lower than the top number.' });
    const half = await respond(token, { arrivalId, readings: { systolic: 120 }, answers: [] });
    expect(half.json().fields).toEqual({
      diastolic: 'Enter the bottom number of your blood pressure, from 40 to 150.',
    });

    const ok = await respond(token, {
      arrivalId,
      readings: { systolic: 128, diastolic: 82, weight: 81.4 },
      answers: ['yes'],
    });
    expect(ok.statusCode).toBe(204);
    const listed = await as(CLINICIAN, ARRIVED);
    const george = (listed.data?.arrivedPatients as Json[]).find((p) => p.id === String(arrivalId));
    expect(george).toMatchObject({
      patientName: 'Mr George Patel',
      readings: { systolic: 128, diastolic: 82, weight: 81.4, height: null },
      responses: [{ question: 'Have you had a fever this week?', answer: 'yes' }],
    });

    // another touchscreen cannot add to this arrival, nor can this one after 15 minutes
    const other = await register('7002');
    expect((await respond(other, { arrivalId, readings: {}, answers: [] })).statusCode).toBe(404);
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await respond(token, { arrivalId, readings: {}, answers: [] })).statusCode).toBe(404);
    now = new Date('2030-01-10T10:00:00Z');
  });

  it('review response off: the answers are kept with the arrival but not shown to the clinician', async () => {
    const saved = await as(MANAGER, SAVE_TOUCHSCREEN, {
      input: { ...base, name: 'Quiet', code: '7003', questions: ['Are you a carer?'], reviewResponse: false },
    });
    expect(saved.errors).toBeUndefined();
    const token = await register('7003');
    await book('EMIS-5004', '2030-01-10T10:20:00Z', 'riverside'); // Sophie Turner
    const arrivalId = (await checkIn(token, { dateOfBirth: '1999-06-08', surnameInitial: 'T' })).json().arrivalId;
    // no health pod inputs on this touchscreen: a reading is refused
    expect((await respond(token, { arrivalId, readings: { weight: 60 }, answers: ['no'] })).json().fields).toEqual({
      weight: 'This touchscreen does not ask for this reading.',
    });
    expect((await respond(token, { arrivalId, readings: {}, answers: ['no'] })).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(arrivals).where(eq(arrivals.id, arrivalId));
    expect(row?.answers).toEqual([{ question: 'Are you a carer?', answer: 'no' }]);
    const listed = await as(CLINICIAN, ARRIVED);
    expect((listed.data?.arrivedPatients as Json[]).find((p) => p.id === String(arrivalId))).toMatchObject({
      readings: null,
      responses: [],
    });
  });
});
