import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, openTestDatabase, type TestApp } from './test/test-app.js';
import type { Json } from './test/helpers.js';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed.js';
import type { Database } from './db/client.js';
import { TEST_ACCESS_TOKEN_TTL_HEADER } from './app.js';

// The end-to-end suite's short tokens (TEST_ACCESS_TOKEN_TTL_HEADER, playwright.config.ts): one journey waits a bearer
// token out in seconds instead of the suite's 20.
const MANAGER = DEMO_USERS.find((u) => u.email === 'manager@riverside.nhs.uk')!;
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let database: Database;
let honoured: TestApp;
let ignored: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  honoured = await createTestApp({ database, clock, config: { testAccessTokenTtlHeader: true } });
  ignored = await createTestApp({ database, clock });
});
afterAll(async () => {
  await honoured.close();
  await ignored.close();
  await database.close();
});

async function signIn(t: TestApp, ttl?: string) {
  // a fresh sign-in rate-limit window for every sign-in
  clock.advance(61_000);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { username: MANAGER.email, password: DEMO_PASSWORD },
    headers: ttl === undefined ? {} : { [TEST_ACCESS_TOKEN_TTL_HEADER]: ttl },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Json;
}

const getUser = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/${MANAGER.id}`, headers: { authorization: `Bearer ${token}` } });

describe('a shorter bearer token asked for by the end-to-end suite', () => {
  it('is issued at sign-in and on refresh, and expires after the seconds asked for', async () => {
    const session = await signIn(honoured, '4');
    expect(session.expires_in).toBe(4);
    clock.advance(3_000);
    expect((await getUser(honoured, session.bearer_token)).statusCode).toBe(200);
    clock.advance(2_000);
    expect((await getUser(honoured, session.bearer_token)).statusCode).toBe(401);

    const refreshed = await honoured.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { refresh_token: session.refresh_token, user_id: MANAGER.id },
      headers: { [TEST_ACCESS_TOKEN_TTL_HEADER]: '4' },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ expires_in: 4 });
    expect((await getUser(honoured, (refreshed.json() as Json).bearer_token)).statusCode).toBe(200);
  });

  it('is never longer than the configured lifetime, nor anything but a whole number of seconds', async () => {
    for (const ttl of ['5000', '900', '0', '-3', '2.5', 'soon']) {
      expect((await signIn(honoured, ttl)).expires_in).toBe(900);
    }
  });

  it('is not issued by a server without TEST_ACCESS_TOKEN_TTL_HEADER (any deployment)', async () => {
    expect((await signIn(ignored, '4')).expires_in).toBe(900);
  });
});
