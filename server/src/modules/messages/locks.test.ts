import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { addRequest } from './test-fixtures.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  // a short keepLockTime so expiry is easy to reach
  t = await createTestApp({ clock, config: { keepLockTime: 60 } });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(1_000));

const CLINICIAN = 2;
const RECEPTION = 3;
const MANAGER = 4;

async function ops(id: number, action: string, userId: number, wcmsId = 1001) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/ops-users-messages/${id}`,
    headers,
    payload: { wcms_id: wcmsId, action },
  });
  return { status: response.statusCode, body: response.json() as Json };
}

async function act(id: number, userId: number, payload: Record<string, unknown>) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({ method: 'PUT', url: `/api/my/messages/wcms_id/1001/${id}`, headers, payload });
  return { status: response.statusCode, body: response.json() as Json };
}

async function note(id: number, userId: number) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/my/messages/wcms_id/1001/${id}`,
    headers,
    payload: { action: 'note', body: `A note by ${userId}` },
  });
  return { status: response.statusCode, body: response.json() as Json };
}

describe('PUT ops-users-messages: the view lock (spec §4)', () => {
  it('locks a request for keepLockTime, refuses a second viewer, renews for the holder and expires', async () => {
    const id = await addRequest(t.database.db);
    const since = clock.now().toISOString();
    const first = await ops(id, 'lock', RECEPTION);
    expect(first).toEqual({
      status: 200,
      body: {
        message_id: id,
        user_id: RECEPTION,
        read: false,
        locked: true,
        lock: {
          user_id: RECEPTION,
          username: 'Tom Hughes',
          since,
          expires_at: new Date(Date.parse(since) + 60_000).toISOString(),
        },
      },
    });

    const refused = await ops(id, 'lock', CLINICIAN);
    expect(refused).toMatchObject({
      status: 423,
      body: {
        code: 'REQUEST_LOCKED',
        message: 'Sorry, we were unable to lock this message, please try again later',
        fields: { lock_user_id: String(RECEPTION), lock_username: 'Tom Hughes', lock_since: since },
      },
    });
    // the second viewer cannot act either, but may always add a note
    expect((await act(id, CLINICIAN, { action: 'take' })).status).toBe(423);
    expect((await note(id, CLINICIAN)).status).toBe(200);
    expect((await note(id, RECEPTION)).status).toBe(200);

    // renewing keeps since and moves the expiry
    clock.advance(50_000);
    const renewed = await ops(id, 'lock', RECEPTION);
    expect(renewed.body.lock).toMatchObject({
      since,
      expires_at: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    clock.advance(50_000);
    expect((await ops(id, 'lock', CLINICIAN)).status).toBe(423);

    // not renewed: it expires and someone else may lock it
    clock.advance(11_000);
    const taken = await ops(id, 'lock', CLINICIAN);
    expect(taken.body).toMatchObject({ locked: true, lock: { user_id: CLINICIAN, since: clock.now().toISOString() } });
    expect((await act(id, RECEPTION, { action: 'take' })).status).toBe(423);
  });

  it('lets another user override the lock, and the holder release it', async () => {
    const id = await addRequest(t.database.db);
    await ops(id, 'lock', CLINICIAN);
    const override = await ops(id, 'override_lock', MANAGER);
    expect(override.body).toMatchObject({ locked: true, lock: { user_id: MANAGER, username: 'Grace Adeyemi' } });
    expect((await act(id, CLINICIAN, { action: 'take' })).status).toBe(423);
    expect((await note(id, MANAGER)).status).toBe(200);

    // unlocking someone else's lock leaves it alone
    const notMine = await ops(id, 'unlock', CLINICIAN);
    expect(notMine.body).toMatchObject({ locked: false, lock: { user_id: MANAGER } });
    const released = await ops(id, 'unlock', MANAGER);
    expect(released.body).toMatchObject({ locked: false, lock: null });
    expect((await act(id, CLINICIAN, { action: 'take' })).status).toBe(200);
    // the list no longer names a holder
    const { headers } = await t.signIn(CLINICIAN);
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/api/my/messages/wcms_id/1001?page_size=200', headers })
    ).json() as Json;
    expect(inbox._embedded.messages.find((m: Json) => m.id === id).locked_by).toBeNull();
  });

  it('gives up every lock the user holds when they sign out (REST and GraphQL)', async () => {
    const first = await addRequest(t.database.db);
    const second = await addRequest(t.database.db);
    for (const logout of ['rest', 'graphql'] as const) {
      await ops(first, 'lock', RECEPTION);
      await ops(second, 'lock', RECEPTION);
      expect((await ops(first, 'lock', CLINICIAN)).status).toBe(423);
      const session = await t.signIn(RECEPTION);
      const response =
        logout === 'rest'
          ? await t.app.inject({
              method: 'DELETE',
              url: `/api/session?user_id=${RECEPTION}&application=LT&wcms_id=1001&user_agent=test`,
              headers: session.headers,
            })
          : await t.app.inject({
              method: 'POST',
              url: '/api/graphql?operationName=Logout',
              headers: session.headers,
              payload: {
                query:
                  'mutation Logout($u: ID!) { logout(userId: $u, application: "LT", userAgent: "test", wcmsId: "1001") { success } }',
                variables: { u: String(RECEPTION) },
              },
            });
      expect(response.statusCode, response.body).toBe(200);
      expect((await ops(first, 'lock', CLINICIAN)).status).toBe(200);
      expect((await ops(second, 'lock', CLINICIAN)).status).toBe(200);
      await ops(first, 'unlock', CLINICIAN);
      await ops(second, 'unlock', CLINICIAN);
    }
  });

  it('lists the holder for everyone else, and not for the holder', async () => {
    const id = await addRequest(t.database.db, { receivedAt: clock.now() });
    await ops(id, 'lock', CLINICIAN);
    const lockedFor = async (userId: number) => {
      const { headers } = await t.signIn(userId);
      const inbox = (
        await t.app.inject({ method: 'GET', url: '/api/my/messages/wcms_id/1001?page_size=5', headers })
      ).json() as Json;
      return inbox._embedded.messages.find((m: Json) => m.id === id).locked_by;
    };
    expect(await lockedFor(RECEPTION)).toBe('Priya Shah');
    expect(await lockedFor(CLINICIAN)).toBeNull();
  });

  it('sets the read flag, and refuses other organisations and unknown requests', async () => {
    const id = await addRequest(t.database.db);
    expect((await ops(id, 'read', RECEPTION)).body).toMatchObject({ read: true, locked: false, lock: null });
    expect((await ops(id, 'unread', RECEPTION)).body).toMatchObject({ read: false });
    expect((await ops(id, 'read', RECEPTION, 1002)).status).toBe(403);
    expect((await ops(id, 'read', MANAGER, 1002)).status).toBe(404);
    expect((await ops(999999, 'lock', RECEPTION)).status).toBe(404);
    expect((await ops(id, 'grab', RECEPTION)).status).toBe(400);
  });
});
