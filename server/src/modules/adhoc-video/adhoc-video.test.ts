import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { and, arrayContains, eq } from 'drizzle-orm';
import { SOCKET_PATH } from '@contracts/realtime/channels.js';
import {
  VIDEO_NAMESPACE,
  type VideoClientToServerEvents,
  type VideoJoinResult,
  type VideoServerToClientEvents,
  type VideoSignal,
} from '@contracts/realtime/video.js';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { outboxMessages } from '../../providers/messaging/tables.js';
import { clinicianNotifications } from '../notifications/index.js';
import { attachTasks } from '../attach-tasks/index.js';
import { demoNhsNumber } from '../clinical-system/index.js';

type VideoSocket = Socket<VideoServerToClientEvents, VideoClientToServerEvents>;

const CLINICIAN = 2;
const RECEPTION = 3;
const SUPER = 1;
const NHS = demoNhsNumber(40);
const clock = createTestClock(new Date('2026-05-04T10:00:00Z'));

let t: TestApp;
let url: string;
const sockets: VideoSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock, config: { publicUrl: 'https://carebridge.example' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function headers(userId: number) {
  return (await t.signIn(userId)).headers;
}

async function create(body: Json = {}, userId = CLINICIAN): Promise<{ status: number; json: Json }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/adhoc-video',
    headers: await headers(userId),
    payload: {
      wcms_id: 1001,
      patient_nhs_number: NHS,
      patient_details: { forename: 'Amara', surname: 'Okoye', mobile_numbers: ['07700900461'] },
      ...body,
    },
  });
  return { status: response.statusCode, json: response.json() as Json };
}

async function get(id: number, userId = CLINICIAN): Promise<Json> {
  const response = await t.app.inject({ method: 'GET', url: `/api/adhoc-video/${id}`, headers: await headers(userId) });
  expect(response.statusCode).toBe(200);
  return response.json() as Json;
}

const START = `mutation StartAdhocVideo($id: ID!) {
  startAdhocVideo(id: $id) { patientDetails { forename surname mobileNumbers } room roomKey wcmsId patientNhsNumber }
}`;
const COMPLETE = `mutation CompleteAdhocVideo($id: ID!) { completeAdhocVideo(id: $id) { id } }`;

async function start(id: number, userId = CLINICIAN) {
  return gql(t, START, { id: String(id) }, { token: (await t.signIn(userId)).bearerToken });
}

async function guest(uid: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/guest-video-chat?uid=${uid}&type=adhoc` });
  return { status: response.statusCode, json: response.json() as Json };
}

async function socket(userId: number | null): Promise<VideoSocket> {
  const token = userId === null ? undefined : (await t.signIn(userId)).bearerToken;
  const s: VideoSocket = connect(`${url}${VIDEO_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  return s;
}

function join(s: VideoSocket, request: { room: string; roomKey: string; uid?: string }) {
  return new Promise<VideoJoinResult>((resolve) => s.emit('join', request, resolve));
}

function next<E extends keyof VideoServerToClientEvents>(s: VideoSocket, event: E) {
  return new Promise<Parameters<VideoServerToClientEvents[E]>[0]>((resolve) =>
    s.once(event, ((payload: never) => resolve(payload)) as never),
  );
}

describe('POST adhoc-video', () => {
  it('creates an appointment with an unguessable uid that a guest link can find', async () => {
    const { status, json } = await create();
    expect(status).toBe(201);
    expect(json).toMatchObject({ participants: 0, appointment_dt: '2026-05-04T10:00:00.000Z' });
    expect(json.uid).toMatch(/^[\w-]{32}$/);
    const second = await create();
    expect(second.json.uid).not.toBe(json.uid);
    const appointment = await get(json.id as number);
    expect(appointment).toMatchObject({
      wcms_id: 1001,
      patient_nhs_number: NHS,
      completed: false,
      clinician_ready_dt: null,
      patient_ready_dt: null,
      expires_dt: '2026-05-04T22:00:00.000Z',
    });
    expect(appointment.room_key.length).toBeGreaterThanOrEqual(40);
  });

  it('refuses an invalid NHS number and a mobile number that is not a UK mobile', async () => {
    const badNhs = await create({ patient_nhs_number: '1234567890' });
    expect(badNhs.status).toBe(400);
    expect(badNhs.json.fields).toEqual({ patient_nhs_number: 'Enter a valid NHS number' });
    const badMobile = await create({ patient_details: { mobile_numbers: ['01632960001'] } });
    expect(badMobile.status).toBe(400);
  });

  it('refuses callers outside the organisation and super users acting for it', async () => {
    expect((await create({ wcms_id: 1002 })).status).toBe(403);
    expect((await create({}, SUPER)).status).toBe(403);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/adhoc-video',
      payload: { wcms_id: 1001, patient_nhs_number: NHS, patient_details: {} },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lists a patient’s appointments for a member only', async () => {
    await create();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/adhoc-video?patient_nhs_number=${NHS}&wcms_id=1001`,
      headers: await headers(RECEPTION),
    });
    expect(list.statusCode).toBe(200);
    const rows = (list.json() as Json)._embedded.adhoc_video as Json[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.patient_nhs_number === NHS)).toBe(true);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/adhoc-video?patient_nhs_number=${NHS}&wcms_id=1002`,
      headers: await headers(CLINICIAN),
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('startAdhocVideo', () => {
  it('marks the clinician ready and sends the invitation SMS with the guest link to the outbox', async () => {
    const { json } = await create({
      patient_details: { forename: 'Amara', surname: 'Okoye', mobile_numbers: ['07700900555'] },
    });
    const result = await start(json.id as number);
    expect(result.errors).toBeUndefined();
    expect(result.data?.startAdhocVideo).toMatchObject({
      patientDetails: { forename: 'Amara', surname: 'Okoye', mobileNumbers: ['07700900555'] },
      wcmsId: '1001',
      patientNhsNumber: NHS,
    });
    const sms = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '07700900555'));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.channel).toBe('sms');
    expect(sms[0]!.body).toContain(`https://carebridge.example/video-chat?uid=${json.uid}&type=adhoc`);
    expect((await get(json.id as number)).clinician_ready_dt).toBe(clock.now().toISOString());
  });

  it('takes the mobile number and name from the clinical system when the clinician gave none', async () => {
    // Hannah Jones, EMIS-5103 in the test-variant clinical system of Riverside, mobile 07700 900304
    const { json } = await create({ patient_nhs_number: '9991013393', patient_details: { mobile_numbers: [] } });
    const result = await start(json.id as number);
    expect(result.data?.startAdhocVideo).toMatchObject({
      patientDetails: { forename: 'Hannah', surname: 'Jones', mobileNumbers: ['07700900304'] },
    });
    const sms = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '07700900304'));
    expect(sms.length).toBeGreaterThan(0);
  });

  it('refuses a patient without a mobile number (spec §5)', async () => {
    const { json } = await create({ patient_details: { forename: 'No', surname: 'Mobile', mobile_numbers: [] } });
    const result = await start(json.id as number);
    expect(result.errors?.[0]?.message).toBe('A valid mobile number is required for a video consultation');
  });

  it('refuses another organisation’s appointment', async () => {
    const { json } = await create({ wcms_id: 1002 }, 4);
    const result = await start(json.id as number, CLINICIAN);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('guest-video-chat', () => {
  it('gives the guest the room, its key and the practice name without a sign-in', async () => {
    const { json } = await create();
    const appointment = await get(json.id as number);
    const found = await guest(json.uid as string);
    expect(found).toEqual({
      status: 200,
      json: {
        id: json.id,
        completed: false,
        display_name: 'Riverside Medical Centre',
        room: appointment.room,
        room_key: appointment.room_key,
        ice_servers: [],
        // the client settings' default: guests may join without giving an email address
        email: 'optional',
        email_given: false,
      },
    });
  });

  it('refuses an unknown uid and an expired link', async () => {
    expect((await guest('x'.repeat(32))).status).toBe(404);
    const { json } = await create({ appointment_dt: '2026-05-03T09:00:00.000Z' });
    const expired = await guest(json.uid as string);
    expect(expired.status).toBe(410);
    expect(expired.json.message).toBe('This video consultation link has expired');
  });
});

describe('the call', () => {
  it('connects the clinician and the patient, refuses a third person and completes with a duration', async () => {
    const { json } = await create();
    const id = json.id as number;
    const started = await start(id);
    const { room, roomKey } = started.data!.startAdhocVideo as Json;
    const clinician = await socket(CLINICIAN);
    expect(await join(clinician, { room, roomKey })).toEqual({
      ok: true,
      appointmentId: id,
      role: 'clinician',
      peers: 0,
    });

    const patient = await socket(null);
    const peerJoined = next(clinician, 'peerJoined');
    expect(await join(patient, { room, roomKey, uid: json.uid as string })).toMatchObject({ ok: true, peers: 1 });
    expect(await peerJoined).toEqual({ role: 'guest' });
    const after = await get(id);
    expect(after.participants).toBe(2);
    expect(after.patient_ready_dt).toBe(clock.now().toISOString());
    const notes = await t.database.db
      .select()
      .from(clinicianNotifications)
      .where(eq(clinicianNotifications.userId, CLINICIAN));
    expect(notes.some((n) => n.subject === 'Video patient ready' && n.body.includes('Amara Okoye'))).toBe(true);

    // offers and candidates reach the other participant only
    const offer: VideoSignal = { kind: 'description', description: { type: 'offer', sdp: 'v=0' } };
    const received = next(patient, 'signal');
    clinician.emit('signal', offer);
    expect(await received).toEqual(offer);

    const third = await socket(null);
    expect(await join(third, { room, roomKey, uid: json.uid as string })).toEqual({
      ok: false,
      code: 'ROOM_FULL',
      error: 'This video consultation already has two people in it',
    });

    clock.advance(95_000);
    const ended = next(patient, 'ended');
    const completed = await gql(t, COMPLETE, { id: String(id) }, { token: (await t.signIn(CLINICIAN)).bearerToken });
    expect(completed.data?.completeAdhocVideo).toEqual({ id: String(id) });
    expect(await ended).toEqual({ appointmentId: id, durationSeconds: 95 });
    const final = await get(id);
    expect(final).toMatchObject({ completed: true, duration_seconds: 95 });
    // completing again changes nothing
    clock.advance(10_000);
    await gql(t, COMPLETE, { id: String(id) }, { token: (await t.signIn(CLINICIAN)).bearerToken });
    expect((await get(id)).duration_seconds).toBe(95);
    // the consultation is queued once to attach to the patient's record as a new record (spec §4)
    const tasks = await t.database.db
      .select()
      .from(attachTasks)
      .where(and(eq(attachTasks.type, 'video_call'), arrayContains(attachTasks.messageIds, [id])));
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ wcmsId: 1001, state: 'queued', createdBy: CLINICIAN });
    expect(tasks[0]!.payload).toMatchObject({
      title: 'Video consultation',
      detail: expect.stringContaining('Duration 1 min 35 s.'),
    });

    // a completed appointment refuses to join, and says so to the guest link
    const late = await socket(null);
    expect(await join(late, { room, roomKey, uid: json.uid as string })).toMatchObject({
      ok: false,
      code: 'COMPLETED',
    });
    expect((await guest(json.uid as string)).json.completed).toBe(true);
  });

  it('lets a participant who dropped out rejoin, and still holds the room at two', async () => {
    const { json } = await create();
    const id = json.id as number;
    const { room, roomKey } = (await start(id)).data!.startAdhocVideo as Json;
    const first = await socket(CLINICIAN);
    expect(await join(first, { room, roomKey })).toMatchObject({ ok: true });
    const patient = await socket(null);
    expect(await join(patient, { room, roomKey, uid: json.uid as string })).toMatchObject({ ok: true, peers: 1 });
    const left = next(patient, 'peerLeft');
    first.disconnect();
    expect(await left).toEqual({ role: 'clinician' });
    const again = await socket(CLINICIAN);
    expect(await join(again, { room, roomKey })).toMatchObject({ ok: true, peers: 1 });
    const third = await socket(null);
    expect(await join(third, { room, roomKey, uid: json.uid as string })).toMatchObject({
      ok: false,
      code: 'ROOM_FULL',
    });
  });

  it('refuses a wrong room key, a clinician of another organisation and an expired appointment', async () => {
    const { json } = await create();
    const appointment = await get(json.id as number);
    const s = await socket(null);
    expect(await join(s, { room: appointment.room, roomKey: 'wrong', uid: json.uid as string })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    const anonymous = await socket(null);
    expect(await join(anonymous, { room: appointment.room, roomKey: appointment.room_key })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    const other = await create({ wcms_id: 1002 }, 4);
    const otherAppointment = await get(other.json.id as number, 4);
    const outsider = await socket(CLINICIAN);
    expect(await join(outsider, { room: otherAppointment.room, roomKey: otherAppointment.room_key })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    const old = await create({ appointment_dt: '2026-05-01T09:00:00.000Z' });
    const oldAppointment = await get(old.json.id as number);
    expect(
      await join(s, { room: oldAppointment.room, roomKey: oldAppointment.room_key, uid: old.json.uid as string }),
    ).toMatchObject({ ok: false, code: 'EXPIRED' });
  });

  it('ends a call through PUT with its duration, and renames the room', async () => {
    const { json } = await create();
    const id = json.id as number;
    const auth = await headers(CLINICIAN);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/adhoc-video/${id}`,
      headers: auth,
      payload: { room: '  Dr Ahmed’s room ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as Json).room).toBe('Dr Ahmed’s room');
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/adhoc-video/${id}`,
      headers: auth,
      payload: { room: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    await t.app.inject({
      method: 'PUT',
      url: `/api/adhoc-video/${id}`,
      headers: auth,
      payload: { clinician_ready: true, patient_ready: true },
    });
    clock.advance(30_000);
    await t.app.inject({ method: 'PUT', url: `/api/adhoc-video/${id}`, headers: auth, payload: { ended: true } });
    expect(await get(id)).toMatchObject({ duration_seconds: 30, completed: false });
  });
});
