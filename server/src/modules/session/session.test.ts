import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json, login } from '../../test/helpers.js';
import { addUser } from '../../test/fixtures.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed.js';
import { memberships, users } from '../users/index.js';
import { serverSecrets, sessions } from '../../auth/tables.js';
import { auditEvents } from './tables.js';
import { AUTH_MESSAGES } from '../../auth/problems.js';
import { sha256Hex } from '../../auth/crypto.js';
import { REFRESH_REUSE_GRACE_MS } from '../../auth/sessions.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
// each test starts in a fresh rate-limit window
beforeEach(() => clock.advance(61_000));

const MANAGER = DEMO_USERS.find((u) => u.email === 'manager@riverside.nhs.uk')!;

async function restLogin(body: Record<string, unknown>, remoteAddress?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/session',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() as Json };
}

async function getUser(id: number, token: string) {
  return t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: { authorization: `Bearer ${token}` } });
}

describe('login', () => {
  it.each(DEMO_USERS.map((u) => [u.email, u] as const))('signs in the demo account %s', async (_email, demo) => {
    // the account name is matched without regard to case
    const { result, error } = await login(t, { username: demo.email.toUpperCase(), password: DEMO_PASSWORD });
    expect(error).toBeNull();
    expect(result).toMatchObject({
      userId: String(demo.id),
      email: demo.email,
      username: demo.email,
      forename: demo.forename,
      surname: demo.surname,
      expiresIn: 900,
      twoFactorRequired: null,
    });
    expect(result!.bearerToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(result!.refreshToken).toMatch(/^[\w-]{43}$/);
    const viewer = await gql(
      t,
      'query Viewer { viewer { userId email isSuperUser organisations { wcmsId role } } }',
      {},
      { token: result!.bearerToken! },
    );
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data!.viewer).toMatchObject({ userId: String(demo.id), isSuperUser: demo.isSuperUser ?? false });
    expect(viewer.data!.viewer.organisations.map((o: { wcmsId: string }) => Number(o.wcmsId)).sort()).toEqual(
      demo.memberships.map((m) => m.wcmsId).sort(),
    );
  });

  it('signs in over REST with the contract shape, never cached, and records the audit event', async () => {
    const response = await restLogin({
      username: 'Manager@Riverside.nhs.uk',
      password: DEMO_PASSWORD,
      audit: { application: 'LT', user_agent: 'Carebridge test', wcms_id: '1001', client_version: '1.2.3' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({
      user_id: MANAGER.id,
      email: MANAGER.email,
      username: MANAGER.email,
      forename: 'Grace',
      surname: 'Adeyemi',
      auto_sign_in_guid: null,
      expires_in: 900,
    });
    const ok = await getUser(MANAGER.id, response.body.bearer_token);
    expect(ok.statusCode).toBe(200);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, MANAGER.id), eq(auditEvents.clientVersion, '1.2.3')));
    expect(event).toMatchObject({ event: 'login', application: 'LT', wcmsId: '1001', userAgent: 'Carebridge test' });
    // one signing key, generated once and kept for every node
    expect(await t.database.db.select().from(serverSecrets)).toHaveLength(1);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const wrong = await login(t, { username: 'reception@riverside.nhs.uk', password: 'not-the-password' });
    const unknown = await login(t, { username: 'nobody@riverside.nhs.uk', password: 'not-the-password' });
    expect(wrong.error).toMatchObject({
      message: 'Invalid email address or password.',
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
    expect(unknown.error).toEqual(wrong.error);
    // an absurdly long password is refused the same way, without hashing it
    expect((await login(t, { username: 'reception@riverside.nhs.uk', password: 'x'.repeat(5000) })).error).toEqual(
      wrong.error,
    );
    const rest = await restLogin({ username: 'nobody-else@riverside.nhs.uk', password: 'not-the-password' });
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.INVALID_CREDENTIALS });
  });

  it('locks the account on the third consecutive wrong password, and keeps it locked', async () => {
    const user = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'no' }] });
    expect((await login(t, { username: user.email, password: 'wrong-password-1' })).code).toBe('INVALID_CREDENTIALS');
    expect((await login(t, { username: user.email, password: 'wrong-password-2' })).code).toBe('INVALID_CREDENTIALS');
    const third = await login(t, { username: user.email, password: 'wrong-password-3' });
    expect(third.error).toMatchObject({
      message: 'Your account has been locked after three failed sign-in attempts. Reset your password to unlock it.',
      extensions: { code: 'ACCOUNT_LOCKED' },
    });
    const right = await login(t, { username: user.email, password: DEMO_PASSWORD });
    expect(right.code).toBe('ACCOUNT_LOCKED');
    expect(right.result).toBeNull();
    const rest = await restLogin({ username: user.email, password: DEMO_PASSWORD });
    expect(rest.status).toBe(423);
    expect(rest.body.code).toBe('ACCOUNT_LOCKED');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lockedAt).toBeInstanceOf(Date);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event)).toEqual(['lock']);
  });

  it('answers an unknown account like a real one through the lock, and warns before the last attempt', async () => {
    const user = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'no' }] });
    const answers = async (username: string) => {
      const seen = [];
      for (let i = 1; i <= 4; i++) seen.push((await login(t, { username, password: `wrong-password-${i}` })).error);
      return seen;
    };
    const real = await answers(user.email);
    const unknown = await answers(`nobody-${user.email}`);
    expect(unknown).toEqual(real);
    expect(real.map((e) => e?.extensions?.code)).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
    ]);
    expect(real[0]?.message).toBe(AUTH_MESSAGES.INVALID_CREDENTIALS);
    expect(real[1]?.message).toBe(AUTH_MESSAGES.INVALID_CREDENTIALS_LAST_ATTEMPT);
    expect(real[1]?.message).toMatch(/One more wrong password will lock the account/);
    expect(real[2]?.message).toMatch(/Reset your password to unlock it/);
  });

  it('starts the count again after a successful sign-in', async () => {
    const user = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'no' }] });
    await login(t, { username: user.email, password: 'wrong-password-1' });
    await login(t, { username: user.email, password: 'wrong-password-2' });
    expect((await login(t, { username: user.email, password: DEMO_PASSWORD })).result?.bearerToken).toBeTruthy();
    clock.advance(61_000);
    expect((await login(t, { username: user.email, password: 'wrong-password-3' })).code).toBe('INVALID_CREDENTIALS');
    expect((await login(t, { username: user.email, password: 'wrong-password-4' })).code).toBe('INVALID_CREDENTIALS');
    expect((await login(t, { username: user.email, password: DEMO_PASSWORD })).result?.bearerToken).toBeTruthy();
  });

  it('rate limits more than 5 attempts per account name in a minute, on both APIs', async () => {
    // (an unknown name locks after three like a real account: the rate limit comes on top of that)
    for (let i = 0; i < 5; i++) {
      expect((await login(t, { username: 'Target@riverside.nhs.uk', password: `guess-${i}` })).code).toBe(
        i < 2 ? 'INVALID_CREDENTIALS' : 'ACCOUNT_LOCKED',
      );
    }
    const limited = await login(t, { username: 'target@riverside.nhs.uk', password: 'guess-6' });
    expect(limited.error).toMatchObject({
      message: 'Too many login attempts. Please try again in one minute.',
      extensions: { code: 'RATE_LIMITED' },
    });
    const rest = await restLogin({ username: 'target@riverside.nhs.uk', password: 'guess-7' });
    expect(rest.status).toBe(429);
    expect(rest.headers['retry-after']).toBe('60');
    expect(rest.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many login attempts. Please try again in one minute.',
    });
    // a different account from the same address is not affected
    expect((await login(t, { username: 'other@riverside.nhs.uk', password: 'guess' })).code).toBe(
      'INVALID_CREDENTIALS',
    );
    clock.advance(61_000);
    expect((await login(t, { username: 'target@riverside.nhs.uk', password: 'guess-8' })).code).toBe('ACCOUNT_LOCKED');
  });

  it('rate limits per client address (limit set through the config, shared through the database)', async () => {
    const strict = await createTestApp({
      clock,
      database: t.database,
      config: { loginRateLimit: { perAccount: 100, perIp: 3 } },
    });
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          (
            await login(
              strict,
              { username: `spray${i}@riverside.nhs.uk`, password: 'guess' },
              { remoteAddress: '203.0.113.9' },
            )
          ).code,
        ).toBe('INVALID_CREDENTIALS');
      }
      expect(
        (
          await login(
            strict,
            { username: 'spray4@riverside.nhs.uk', password: 'guess' },
            { remoteAddress: '203.0.113.9' },
          )
        ).code,
      ).toBe('RATE_LIMITED');
      expect(
        (
          await login(
            strict,
            { username: 'spray5@riverside.nhs.uk', password: 'guess' },
            { remoteAddress: '203.0.113.10' },
          )
        ).code,
      ).toBe('INVALID_CREDENTIALS');
    } finally {
      await strict.close();
    }
  });

  it('refuses a user without access to the service', async () => {
    const user = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'no' }], serviceAccess: false });
    const result = await login(t, { username: user.email, password: DEMO_PASSWORD });
    expect(result.error).toMatchObject({
      message: 'Your account does not have access to this service',
      extensions: { code: 'NO_SERVICE_ACCESS' },
    });
    const rest = await restLogin({ username: user.email, password: DEMO_PASSWORD });
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe('NO_SERVICE_ACCESS');
  });

  it('refuses an account that has not registered yet', async () => {
    const user = await addUser(t.database.db, { password: null, memberships: [{ wcmsId: 1001, role: 'no' }] });
    expect((await login(t, { username: user.email, password: DEMO_PASSWORD })).code).toBe('INVALID_CREDENTIALS');
  });
});

describe('session lifecycle', () => {
  async function signIn(email = MANAGER.email) {
    const response = await restLogin({ username: email, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    return response.body as { bearer_token: string; refresh_token: string; user_id: number };
  }
  const refresh = (refresh_token: string, user_id: number) => restLogin({ refresh_token, user_id });

  it('rotates the refresh token, and a reused one revokes the whole family', async () => {
    const first = await signIn();
    const second = await refresh(first.refresh_token, first.user_id);
    expect(second.status).toBe(200);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.body).toMatchObject({ user_id: MANAGER.id, email: MANAGER.email, forename: 'Grace' });
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.bearer_token).not.toBe(first.bearer_token);
    expect((await getUser(MANAGER.id, second.body.bearer_token)).statusCode).toBe(200);

    // the new token is refreshed in turn; the old one again is reuse
    const third = await refresh(second.body.refresh_token, first.user_id);
    expect(third.status).toBe(200);
    const reused = await refresh(first.refresh_token, first.user_id);
    expect(reused.status).toBe(401);
    expect(reused.headers['cache-control']).toBe('no-store');
    expect(reused.body).toMatchObject({ code: 'REFRESH_FAILED', message: 'Refresh Failed' });
    // …and everything issued from that sign-in stops working
    expect((await refresh(third.body.refresh_token, first.user_id)).status).toBe(401);
    expect((await getUser(MANAGER.id, third.body.bearer_token)).statusCode).toBe(401);
    expect((await getUser(MANAGER.id, second.body.bearer_token)).statusCode).toBe(401);
    expect((await getUser(MANAGER.id, first.bearer_token)).statusCode).toBe(401);
    const [original] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.refreshHash, sha256Hex(first.refresh_token)));
    const family = await t.database.db.select().from(sessions).where(eq(sessions.familyId, original!.familyId));
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt instanceof Date)).toBe(true);
  });

  it('a refresh whose answer was lost: the same token again within 30 s rotates its unused replacement', async () => {
    const first = await signIn();
    // the answer to this refresh never reaches the page (it was reloaded while the call was on the wire)
    const lost = await refresh(first.refresh_token, first.user_id);
    expect(lost.status).toBe(200);
    clock.advance(REFRESH_REUSE_GRACE_MS - 1_000);
    const again = await refresh(first.refresh_token, first.user_id);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).not.toBe(lost.body.refresh_token);
    expect((await getUser(MANAGER.id, again.body.bearer_token)).statusCode).toBe(200);
    // the sign-in goes on: the token the page holds refreshes
    const next = await refresh(again.body.refresh_token, first.user_id);
    expect(next.status).toBe(200);
    // the answer that was lost is worth nothing now: presenting it is reuse, and ends the sign-in
    clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await refresh(lost.body.refresh_token, first.user_id)).status).toBe(401);
    expect((await refresh(next.body.refresh_token, first.user_id)).status).toBe(401);
  });

  it('the same token again after 30 s, or once its replacement was refreshed, is reuse', async () => {
    const late = await signIn();
    expect((await refresh(late.refresh_token, late.user_id)).status).toBe(200);
    clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    const lateAgain = await refresh(late.refresh_token, late.user_id);
    expect(lateAgain.body).toMatchObject({ code: 'REFRESH_FAILED' });

    const used = await signIn();
    const second = await refresh(used.refresh_token, used.user_id);
    const third = await refresh(second.body.refresh_token, used.user_id);
    expect(third.status).toBe(200);
    // within the window, but the replacement was itself refreshed: a second holder of the token
    expect((await refresh(used.refresh_token, used.user_id)).status).toBe(401);
    expect((await refresh(third.body.refresh_token, used.user_id)).status).toBe(401);
  });

  it('refuses a refresh token presented with another user id, or one never issued', async () => {
    const session = await signIn();
    expect((await refresh(session.refresh_token, 2)).body.code).toBe('REFRESH_FAILED');
    expect((await refresh('x'.repeat(43), session.user_id)).body.code).toBe('REFRESH_FAILED');
    // neither revoked the real session
    expect((await refresh(session.refresh_token, session.user_id)).status).toBe(200);
  });

  it('logs out over REST: the session is revoked and the audit event returned', async () => {
    const session = await signIn();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/session?user_id=${MANAGER.id}&application=LT&wcms_id=1001&user_agent=${encodeURIComponent('Mozilla/5.0 test')}`,
      headers: { authorization: `Bearer ${session.bearer_token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _embedded: {
        audit: {
          id: expect.any(Number),
          user_id: MANAGER.id,
          event: 'logout',
          application: 'LT',
          wcms_id: '1001',
          user_agent: 'Mozilla/5.0 test',
          at: clock.now().toISOString(),
        },
      },
    });
    expect((await getUser(MANAGER.id, session.bearer_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token, session.user_id)).status).toBe(401);
  });

  it('only lets callers sign themselves out', async () => {
    const session = await signIn();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/session?user_id=2&application=LT&wcms_id=unknown&user_agent=x`,
      headers: { authorization: `Bearer ${session.bearer_token}` },
    });
    expect(response.statusCode).toBe(403);
    expect((await getUser(MANAGER.id, session.bearer_token)).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/session?user_id=4&application=LT&wcms_id=unknown&user_agent=x`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('logs out over GraphQL', async () => {
    const session = await signIn();
    const logout = `mutation Logout($userId: ID!) { logout(application: "LT", userAgent: "test", wcmsId: "unknown", userId: $userId) { success } }`;
    const other = await gql(t, logout, { userId: '2' }, { token: session.bearer_token });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const result = await gql(t, logout, { userId: String(MANAGER.id) }, { token: session.bearer_token });
    expect(result).toEqual({ data: { logout: { success: true } } });
    const after = await gql(t, 'query Viewer { viewer { userId } }', {}, { token: session.bearer_token });
    expect(after.errors?.[0]).toMatchObject({ message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.userId, MANAGER.id), eq(auditEvents.event, 'logout'), eq(auditEvents.userAgent, 'test')),
      );
    expect(event).toMatchObject({ application: 'LT', wcmsId: 'unknown' });
  });

  it('refuses a token already accepted on the next call once its session is revoked, its user loses access or leaves the organisation', async () => {
    // the authenticator keeps tokens whose signature it checked: what a token may do must still be read every call
    const user = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'full' }] });
    const inbox = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/my/messages/wcms_id/1001?page_size=1',
        headers: { authorization: `Bearer ${token}` },
      });
    const first = await signIn(user.email);
    expect((await inbox(first.bearer_token)).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.userId, user.id));
    expect((await inbox(first.bearer_token)).statusCode).toBe(401);

    const second = await signIn(user.email);
    expect((await inbox(second.bearer_token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ serviceAccess: false }).where(eq(users.id, user.id));
    expect((await inbox(second.bearer_token)).statusCode).toBe(401);
    await t.database.db.update(users).set({ serviceAccess: true }).where(eq(users.id, user.id));
    expect((await inbox(second.bearer_token)).statusCode).toBe(200);

    await t.database.db.delete(memberships).where(eq(memberships.userId, user.id));
    expect((await inbox(second.bearer_token)).statusCode).toBe(403);
  });

  it('expires bearer tokens after ACCESS_TOKEN_TTL_SECONDS; the refresh token then gets a new one', async () => {
    const session = await signIn();
    clock.advance(899_000);
    expect((await getUser(MANAGER.id, session.bearer_token)).statusCode).toBe(200);
    clock.advance(2_000);
    const expired = await getUser(MANAGER.id, session.bearer_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
    const renewed = await refresh(session.refresh_token, session.user_id);
    expect(renewed.status).toBe(200);
    expect((await getUser(MANAGER.id, renewed.body.bearer_token)).statusCode).toBe(200);
  });

  it('ends a session 12 hours after sign-in however often it is refreshed', async () => {
    let current = await signIn();
    for (let hour = 0; hour < 11; hour++) {
      clock.advance(60 * 60 * 1000);
      const next = await refresh(current.refresh_token, current.user_id);
      expect(next.status).toBe(200);
      current = next.body as typeof current;
    }
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await refresh(current.refresh_token, current.user_id)).body.code).toBe('REFRESH_FAILED');
  });

  it('refuses malformed, forged and unknown bearer tokens', async () => {
    expect((await getUser(MANAGER.id, 'not-a-token')).statusCode).toBe(401);
    const session = await signIn();
    const [header, payload, signature] = session.bearer_token.split('.');
    const forgedClaims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' };
    const forged = `${header}.${Buffer.from(JSON.stringify(forgedClaims)).toString('base64url')}.${signature}`;
    expect((await getUser(1, forged)).statusCode).toBe(401);
  });
});

describe('auto sign-in', () => {
  const CREATE = `mutation CreateAutoSignIn($wcmsId: ID!, $guid: String!) { createAutoSignIn(wcmsId: $wcmsId, clinicalStaffGuid: $guid) { id userId } }`;

  it('creates a guid that signs its user in, once replaced no longer works', async () => {
    const manager = await t.signIn(MANAGER.id);
    const created = await gql(t, CREATE, { wcmsId: '1001', guid: 'staff-guid-1' }, { token: manager.bearerToken });
    expect(created.errors).toBeUndefined();
    const { id: guid, userId } = created.data!.createAutoSignIn;
    expect(userId).toBe(String(MANAGER.id));
    expect(guid).toMatch(/^[\w-]{43}$/);

    const response = await restLogin({ guid, audit: { application: 'LT', user_agent: 'Desktop host' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user_id: MANAGER.id, email: MANAGER.email, auto_sign_in_guid: guid });
    expect((await getUser(MANAGER.id, response.body.bearer_token)).statusCode).toBe(200);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, MANAGER.id), eq(auditEvents.event, 'auto_sign_in')));
    expect(event).toMatchObject({ wcmsId: '1001', userAgent: 'Desktop host' });

    // a new entry for the same organisation and staff member replaces the old one
    const again = await gql(t, CREATE, { wcmsId: '1001', guid: 'staff-guid-1' }, { token: manager.bearerToken });
    const replaced = await restLogin({ guid });
    expect(replaced.status).toBe(401);
    expect(replaced.body.code).toBe('AUTO_SIGN_IN_FAILED');
    expect((await restLogin({ guid: again.data!.createAutoSignIn.id })).status).toBe(200);
  });

  it('refuses unknown guids and organisations the caller cannot act for', async () => {
    expect((await restLogin({ guid: 'a'.repeat(43) })).status).toBe(401);
    const reception = await t.signIn(3);
    const result = await gql(t, CREATE, { wcmsId: '1002', guid: 'staff-guid-2' }, { token: reception.bearerToken });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('stops working when the user loses access to the organisation', async () => {
    const user = await addUser(t.database.db, { memberships: [{ wcmsId: 1002, role: 'no' }] });
    const session = await t.signIn(user.id);
    const created = await gql(t, CREATE, { wcmsId: '1002', guid: 'staff-guid-3' }, { token: session.bearerToken });
    const guid = created.data!.createAutoSignIn.id;
    expect((await restLogin({ guid })).status).toBe(200);
    await t.database.db.update(users).set({ serviceAccess: false }).where(eq(users.id, user.id));
    expect((await restLogin({ guid })).status).toBe(401);
    // and the sessions it already has stop too
    expect((await getUser(user.id, session.bearerToken)).statusCode).toBe(401);
  });
});
