import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { VIDEO_NAMESPACE, type VideoJoinResult } from '@contracts/realtime/video.js';
import {
  SOCKET_PATH,
  staffNotificationsChannel,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type StaffNotificationEvent,
} from '@contracts/realtime/channels.js';
import { openPostgres, type Database } from '../db/client.js';
import { testConfig } from '../config.js';
import { systemClock } from '../context.js';
import { startSession } from '../auth/sessions.js';
import { staffNotifications } from '../modules/notifications/index.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../test/server-process.js';

/**
 * Two real server processes on one PostgreSQL and one Redis (ARCHITECTURE §6): an event raised on one node reaches a
 * client connected to the other through @socket.io/redis-adapter. Needs DATABASE_URL and REDIS_URL, as given by
 * `bash scripts/with-postgres.sh bash scripts/with-redis.sh vitest run --project server`.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const enabled = Boolean(DATABASE_URL && REDIS_URL);
const SKIP_REASON = enabled
  ? ''
  : ' [skipped: needs DATABASE_URL and REDIS_URL; run under scripts/with-postgres.sh bash scripts/with-redis.sh]';

const TOKEN_SECRET = `multi-node-test-secret-${randomUUID()}`;
// every channel and Redis key of this run carries its own prefix (REDIS_PREFIX), so runs sharing a Redis stay apart
const PREFIX = `t${randomUUID().slice(0, 8)}.`;
const CLINICIAN = 2;
const RECEPTION = 3;
const MANAGER = 4;

type Node = ServerProcess;
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const databaseName = `cb_nodes_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
let databaseUrl = '';
let database: Database | null = null;
const nodes: Node[] = [];
let socket: ClientSocket | null = null;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const startNode = () =>
  startServerProcess({ DATABASE_URL: databaseUrl, REDIS_URL, REDIS_PREFIX: PREFIX, TOKEN_SECRET });
const stopNode = stopServerProcess;

describe.skipIf(!enabled)(`realtime across two server processes (Redis adapter)${SKIP_REASON}`, () => {
  beforeAll(async () => {
    await admin((client) => client.query(`create database ${databaseName}`));
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    // the first node migrates and seeds the empty database; the second starts on it afterwards
    nodes.push(await startNode());
    nodes.push(await startNode());
    database = await openPostgres(databaseUrl);
  }, 180_000);

  afterAll(async () => {
    socket?.disconnect();
    const codes = await Promise.all(nodes.map(stopNode));
    await database?.close();
    await admin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
    // each node leaves Redis and PostgreSQL cleanly on SIGTERM (a node's last output says why when not)
    codes.forEach((code, i) => expect(code, nodes[i]!.output.join('').slice(-3000)).toBe(0));
  }, 60_000);

  it('delivers an event raised on one node to a client connected to the other', async () => {
    const [first, second] = nodes as [Node, Node];
    for (const node of nodes) expect(node.output.join('')).toContain('socket.io uses the Redis adapter');
    const deps = { db: database!.db, config: testConfig({ tokenSecret: TOKEN_SECRET }), clock: systemClock };
    const client = { userAgent: 'vitest', ip: '127.0.0.1' };
    const reception = await startSession(deps, RECEPTION, client);
    const manager = await startSession(deps, MANAGER, client);

    socket = connect(second.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token: reception.bearerToken },
      reconnection: false,
    });
    const channel = staffNotificationsChannel(1001, RECEPTION, PREFIX);
    const joined = await new Promise<{ ok: boolean }>((resolve, reject) => {
      socket!.once('connect_error', reject);
      socket!.once('connect', () => socket!.emit('subscribe', channel, resolve));
    });
    expect(joined).toEqual({ ok: true });
    // without the prefix the channel is not this deployment's
    const unprefixed = await new Promise<{ ok: boolean }>((resolve) =>
      socket!.emit('subscribe', staffNotificationsChannel(1001, RECEPTION), resolve),
    );
    expect(unprefixed).toMatchObject({ ok: false });

    const received = new Promise<[string, StaffNotificationEvent]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no event reached the other node')), 10_000);
      socket!.once('StaffNotificationEvent', (on, event) => {
        clearTimeout(timer);
        resolve([on, event]);
      });
    });
    // a new request arrives on the first node, in Incoming requests, of which Tom Hughes is a member
    const response = await fetch(`${first.url}/api/messages/wcms_id/1001`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.bearerToken}` },
      body: JSON.stringify({
        telephone: '07700 900123',
        patient_nhs_number: '9991000003',
        enquiry_type: 'admin',
        admin_query: 'Test results',
        priority: 'routine',
      }),
    });
    expect(response.status).toBe(201);
    const { id: requestId } = (await response.json()) as { id: number };
    const [on, event] = await received;
    const [stored] = await database!.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.messageId, requestId));
    expect(on).toBe(channel);
    expect(event).toEqual({ type: 'new', id: stored!.id });
  });

  it('lets only one of two guests joining one call at the same instant on two nodes in', async () => {
    const [first, second] = nodes as [Node, Node];
    const deps = { db: database!.db, config: testConfig({ tokenSecret: TOKEN_SECRET }), clock: systemClock };
    const clinician = await startSession(deps, CLINICIAN, { userAgent: 'vitest', ip: '127.0.0.1' });
    const created = await fetch(`${first.url}/api/adhoc-video`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${clinician.bearerToken}` },
      body: JSON.stringify({
        wcms_id: 1001,
        patient_nhs_number: '9991000003',
        patient_details: { forename: 'Amara', surname: 'Okoye', mobile_numbers: ['07700900461'] },
      }),
    });
    expect(created.status).toBe(201);
    const { uid } = (await created.json()) as { uid: string };
    const link = (await (await fetch(`${second.url}/api/guest-video-chat?uid=${uid}&type=adhoc`)).json()) as {
      room: string;
      room_key: string;
    };
    // the same link opened on two devices, each reaching a different node
    const guests = await Promise.all(
      [first, second].map(
        (node) =>
          new Promise<Socket>((resolve, reject) => {
            const guest = connect(`${node.url}${VIDEO_NAMESPACE}`, {
              path: SOCKET_PATH,
              transports: ['websocket'],
              reconnection: false,
            });
            guest.once('connect', () => resolve(guest));
            guest.once('connect_error', reject);
          }),
      ),
    );
    try {
      const results = await Promise.all(
        guests.map(
          (guest) =>
            new Promise<VideoJoinResult>((resolve) =>
              guest.emit('join', { room: link.room, roomKey: link.room_key, uid }, resolve),
            ),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({ ok: false, code: 'ROOM_FULL' });
    } finally {
      for (const guest of guests) guest.disconnect();
    }
  });
});
