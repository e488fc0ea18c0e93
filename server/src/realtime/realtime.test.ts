import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import {
  SOCKET_PATH,
  clinicianNotificationsChannel,
  staffNotificationsChannel,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type StaffNotificationEvent,
} from '@contracts/realtime/channels.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { Json } from '../test/helpers.js';
import { staffNotifications } from '../modules/notifications/index.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const CLINICIAN = 2;
const RECEPTION = 3;
const MANAGER = 4;

let t: TestApp;
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

/** A client as the web app makes it, signed in as the user. */
async function client(userId: number | null): Promise<ClientSocket> {
  const token = userId === null ? 'not-a-token' : (await t.signIn(userId)).bearerToken;
  const socket: ClientSocket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function subscribe(socket: ClientSocket, channel: string) {
  return new Promise<{ ok: boolean; error?: string }>((resolve) => socket.emit('subscribe', channel, resolve));
}

function nextStaffEvent(socket: ClientSocket, timeoutMs = 5_000) {
  return new Promise<[string, StaffNotificationEvent]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no StaffNotificationEvent arrived')), timeoutMs);
    socket.once('StaffNotificationEvent', (channel, event) => {
      clearTimeout(timer);
      resolve([channel, event]);
    });
  });
}

describe('socket.io private channels (spec §7 Realtime)', () => {
  it('refuses a connection without a valid bearer token', async () => {
    await expect(connected(await client(null))).rejects.toThrow('Unauthenticated.');
  });

  it("lets a socket join only its own user's channels at organisations the user may act for", async () => {
    const socket = await client(RECEPTION);
    await connected(socket);
    expect(await subscribe(socket, staffNotificationsChannel(1001, RECEPTION))).toEqual({ ok: true });
    expect(await subscribe(socket, clinicianNotificationsChannel(1001, RECEPTION))).toEqual({ ok: true });
    // user B's channel, with user A's token
    expect(await subscribe(socket, staffNotificationsChannel(1001, CLINICIAN))).toEqual({
      ok: false,
      error: 'You cannot join this channel',
    });
    expect(await subscribe(socket, clinicianNotificationsChannel(1001, MANAGER))).toMatchObject({ ok: false });
    // an organisation Tom Hughes is not a member of, and names that are not channels
    expect(await subscribe(socket, staffNotificationsChannel(1002, RECEPTION))).toMatchObject({ ok: false });
    expect(await subscribe(socket, 'staffNotifications.wcms.1001')).toMatchObject({ ok: false });
    expect(await subscribe(socket, `other.${staffNotificationsChannel(1001, RECEPTION)}`)).toMatchObject({ ok: false });
  });

  it('delivers the events of real request changes to the subscribed user, and to nobody else', async () => {
    const reception = await client(RECEPTION);
    const priya = await client(CLINICIAN);
    await Promise.all([connected(reception), connected(priya)]);
    expect(await subscribe(reception, staffNotificationsChannel(1001, RECEPTION))).toEqual({ ok: true });
    expect(await subscribe(priya, staffNotificationsChannel(1001, CLINICIAN))).toEqual({ ok: true });
    const priyaEvents: StaffNotificationEvent[] = [];
    priya.on('StaffNotificationEvent', (_channel, event) => priyaEvents.push(event));

    // a new request arrives in Incoming requests (Tom Hughes is a member; Priya Shah is not)
    const arrived = nextStaffEvent(reception);
    const { headers } = await t.signIn(MANAGER);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/messages/wcms_id/1001',
      headers,
      payload: {
        telephone: '07700 900123',
        patient_nhs_number: '9991000003',
        enquiry_type: 'admin',
        admin_query: 'Test results',
        priority: 'routine',
      },
    });
    expect(created.statusCode).toBe(201);
    const requestId = (created.json() as Json).id as number;
    const [channel, event] = await arrived;
    const [stored] = await t.database.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.messageId, requestId));
    expect(channel).toBe(staffNotificationsChannel(1001, RECEPTION));
    expect(event).toEqual({ type: 'new', id: stored!.id });

    // assigning it to Priya Shah takes it off Tom Hughes' bell and puts it on hers
    const removed = nextStaffEvent(reception);
    const told = nextStaffEvent(priya);
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/my/messages/wcms_id/1001/${requestId}`,
      headers,
      payload: { action: 'assign', assignee_kind: 'colleague', assignee_id: CLINICIAN },
    });
    expect(assigned.statusCode).toBe(200);
    expect((await removed)[1]).toEqual({ type: 'removed', id: stored!.id });
    const [priyaChannel, priyaEvent] = await told;
    expect(priyaChannel).toBe(staffNotificationsChannel(1001, CLINICIAN));
    expect(priyaEvent).toMatchObject({ type: 'new' });
    expect(priyaEvents).toEqual([priyaEvent]);
  });
});

describe('shutting down', () => {
  it('closes promptly while clients are still connected (SIGTERM must not hang)', async () => {
    const other = await createTestApp({ database: t.database });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const token = (await other.signIn(CLINICIAN)).bearerToken;
    const open: ClientSocket[] = ['websocket', 'polling'].map((transport) =>
      connect(`http://127.0.0.1:${port}`, { path: SOCKET_PATH, transports: [transport], auth: { token } }),
    );
    await Promise.all(open.map((socket) => connected(socket)));
    const started = Date.now();
    await Promise.race([
      other.close(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('app.close() did not finish in 5 s')), 5_000)),
    ]);
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const socket of open) socket.disconnect();
  });

  it('closes promptly while a polling client keeps reconnecting on its keep-alive connections', async () => {
    // Node serves a keep-alive connection after server.close() until it has been idle for keepAliveTimeout: a
    // browser polling and reconnecting on one held a stopping server open for a minute (the e2e restart journey)
    const other = await createTestApp({ database: t.database });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const token = (await other.signIn(CLINICIAN)).bearerToken;
    const socket: ClientSocket = connect(`http://127.0.0.1:${port}`, {
      path: SOCKET_PATH,
      transports: ['polling'],
      auth: { token },
      reconnectionDelay: 20,
      reconnectionDelayMax: 50,
      randomizationFactor: 0,
    });
    await connected(socket);
    let connectsWhileClosing = 0;
    socket.on('connect', () => connectsWhileClosing++);
    const started = Date.now();
    try {
      await Promise.race([
        other.close(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('app.close() did not finish in 5 s')), 5_000)),
      ]);
      expect(Date.now() - started).toBeLessThan(5_000);
      // the stopping server took no new connection
      expect(connectsWhileClosing).toBe(0);
    } finally {
      socket.disconnect();
    }
  });
});
