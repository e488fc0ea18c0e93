import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, latestMessageTo, login } from '../../test/helpers.js';
import { addUser } from '../../test/fixtures.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { totpCode } from '../../auth/totp.js';
import { organisationTwoFactor } from '../../auth/tables.js';
import { organisations } from '../organisations/index.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
// a fresh rate-limit window, and a new TOTP step, for every test
beforeEach(() => clock.advance(61_000));

const MANDATE = `mutation SetTwoFactorMandate($wcmsId: ID!, $method: TwoFactorCodeType) {
  setTwoFactorMandate(wcmsId: $wcmsId, method: $method) { wcmsId name role twoFactorMandate }
}`;
const RESET = `mutation ResetTwoFactor($wcmsId: ID!, $userId: ID!) { resetTwoFactor(wcmsId: $wcmsId, userId: $userId) }`;

/** A new organisation, so each test's mandate stays its own. */
let nextWcmsId = 5000;
async function organisationWithMandate(method: 'email' | 'authenticator' | null) {
  const wcmsId = nextWcmsId++;
  await t.database.db.insert(organisations).values({
    wcmsId,
    name: `Test Practice ${wcmsId}`,
    clinicalSystem: 'emisweb',
    features: { outbound: true, requests: true, totalTriage: false },
  });
  if (method) {
    await t.database.db.insert(organisationTwoFactor).values({ wcmsId, mandate: method, updatedAt: clock.now() });
  }
  return wcmsId;
}

async function emailedCode(email: string): Promise<string> {
  const message = await latestMessageTo(t, email);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code emailed to ${email}`);
  return code;
}

describe('two-factor sign-in by emailed code', () => {
  it('emails a code, and signs in with it once', async () => {
    const wcmsId = await organisationWithMandate('email');
    const user = await addUser(t.database.db, { memberships: [{ wcmsId, role: 'no' }] });

    const first = await login(t, { username: user.email, password: DEMO_PASSWORD });
    expect(first.error).toBeNull();
    expect(first.result).toMatchObject({
      bearerToken: null,
      refreshToken: null,
      twoFactorRequired: 'email',
      twoFactorSetupUri: null,
    });
    const message = await latestMessageTo(t, user.email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Carebridge sign-in code', status: 'pending' });
    const code = await emailedCode(user.email);

    const wrongPassword = await login(t, { username: user.email, password: 'not-the-password', twoFactorCode: code });
    expect(wrongPassword.code).toBe('INVALID_CREDENTIALS');
    const signedIn = await login(t, {
      username: user.email,
      password: DEMO_PASSWORD,
      twoFactorCode: code,
      twoFactorCodeType: 'email',
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.result?.bearerToken).toBeTruthy();
    expect(signedIn.result?.twoFactorRequired).toBeNull();

    clock.advance(61_000);
    const reused = await login(t, { username: user.email, password: DEMO_PASSWORD, twoFactorCode: code });
    expect(reused.error).toMatchObject({
      message: 'The code has expired. Sign in again to get a new code.',
      extensions: { code: 'TWO_FACTOR_EXPIRED' },
    });
  });

  it('says a wrong code is not correct, and gives up after five tries', async () => {
    const wcmsId = await organisationWithMandate('email');
    const user = await addUser(t.database.db, { memberships: [{ wcmsId, role: 'no' }] });
    await login(t, { username: user.email, password: DEMO_PASSWORD });
    const code = await emailedCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await login(t, { username: user.email, password: DEMO_PASSWORD, twoFactorCode: wrong });
    expect(first.error).toMatchObject({
      message: 'The code is not correct.',
      extensions: { code: 'TWO_FACTOR_INVALID' },
    });
    for (let i = 0; i < 4; i++) {
      clock.advance(31_000);
      expect((await login(t, { username: user.email, password: DEMO_PASSWORD, twoFactorCode: wrong })).code).toBe(
        'TWO_FACTOR_INVALID',
      );
    }
    clock.advance(61_000);
    // five wrong tries: even the right code is no longer accepted
    expect((await login(t, { username: user.email, password: DEMO_PASSWORD, twoFactorCode: code })).code).toBe(
      'TWO_FACTOR_EXPIRED',
    );
  });

  it('expires a code after 10 minutes; signing in again sends a new one', async () => {
    const wcmsId = await organisationWithMandate('email');
    const user = await addUser(t.database.db, { memberships: [{ wcmsId, role: 'no' }] });
    await login(t, { username: user.email, password: DEMO_PASSWORD });
    const old = await emailedCode(user.email);
    clock.advance(10 * 60 * 1000 + 1000);
    expect((await login(t, { username: user.email, password: DEMO_PASSWORD, twoFactorCode: old })).code).toBe(
      'TWO_FACTOR_EXPIRED',
    );
    expect((await login(t, { username: user.email, password: DEMO_PASSWORD })).result?.twoFactorRequired).toBe('email');
    const fresh = await emailedCode(user.email);
    expect(
      (await login(t, { username: user.email, password: DEMO_PASSWORD, twoFactorCode: fresh })).result?.bearerToken,
    ).toBeTruthy();
  });

  it('refuses an authenticator code when the organisation mandates email', async () => {
    const wcmsId = await organisationWithMandate('email');
    const user = await addUser(t.database.db, { memberships: [{ wcmsId, role: 'no' }] });
    const result = await login(t, {
      username: user.email,
      password: DEMO_PASSWORD,
      twoFactorCode: '123456',
      twoFactorCodeType: 'authenticator',
    });
    expect(result.error).toMatchObject({
      message: 'That code is for a different sign-in method.',
      extensions: { code: 'TWO_FACTOR_MISMATCH' },
    });
  });

  it('asks for the code over REST too', async () => {
    const wcmsId = await organisationWithMandate('email');
    const user = await addUser(t.database.db, { memberships: [{ wcmsId, role: 'no' }] });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { username: user.email, password: DEMO_PASSWORD },
    });
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    const code = await emailedCode(user.email);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { username: user.email, password: DEMO_PASSWORD, two_factor_code: code, two_factor_code_type: 'email' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user_id: user.id });
  });
});

describe('two-factor sign-in by authenticator app', () => {
  function secretOf(uri: string | null | undefined): string {
    const secret = /[?&]secret=([A-Z2-7]+)/.exec(uri ?? '')?.[1];
    if (!secret) throw new Error(`no secret in ${uri}`);
    return secret;
  }

  it('sets up the authenticator with a confirming code, then signs in with its codes once each', async () => {
    const wcmsId = await organisationWithMandate('authenticator');
    const emailOrg = await organisationWithMandate('email');
    // two mandates: the authenticator wins
    const user = await addUser(t.database.db, {
      memberships: [
        { wcmsId, role: 'no' },
        { wcmsId: emailOrg, role: 'no' },
      ],
    });

    const setup = await login(t, { username: user.email, password: DEMO_PASSWORD });
    expect(setup.result).toMatchObject({ bearerToken: null, twoFactorRequired: 'authenticator' });
    expect(setup.result!.twoFactorSetupUri).toMatch(
      new RegExp(
        `^otpauth://totp/Carebridge:${encodeURIComponent(user.email).replace(/\./g, '\\.')}\\?secret=[A-Z2-7]{32}&issuer=Carebridge$`,
      ),
    );
    const secret = secretOf(setup.result!.twoFactorSetupUri);
    // no email code is sent for an authenticator mandate
    expect(await latestMessageTo(t, user.email)).toBeNull();

    // the same pending secret is offered until it is confirmed
    const again = await login(t, { username: user.email, password: DEMO_PASSWORD });
    expect(secretOf(again.result?.twoFactorSetupUri)).toBe(secret);

    const wrong = await login(t, {
      username: user.email,
      password: DEMO_PASSWORD,
      twoFactorCode: '000000',
      twoFactorSetup: true,
    });
    expect(wrong.code).toBe('TWO_FACTOR_INVALID');

    clock.advance(61_000);
    const confirmed = await login(t, {
      username: user.email,
      password: DEMO_PASSWORD,
      twoFactorCode: totpCode(secret, clock.now()),
      twoFactorCodeType: 'authenticator',
      twoFactorSetup: true,
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.result?.bearerToken).toBeTruthy();

    // set up: the next sign-in asks for a code, without a setup URI
    const asked = await login(t, { username: user.email, password: DEMO_PASSWORD });
    expect(asked.result).toMatchObject({ twoFactorRequired: 'authenticator', twoFactorSetupUri: null });
    // the code just used cannot be used again
    const replay = await login(t, {
      username: user.email,
      password: DEMO_PASSWORD,
      twoFactorCode: totpCode(secret, clock.now()),
    });
    expect(replay.code).toBe('TWO_FACTOR_INVALID');
    clock.advance(30_000);
    const next = await login(t, {
      username: user.email,
      password: DEMO_PASSWORD,
      twoFactorCode: totpCode(secret, clock.now()),
    });
    expect(next.result?.bearerToken).toBeTruthy();

    clock.advance(61_000);
    const mismatch = await login(t, {
      username: user.email,
      password: DEMO_PASSWORD,
      twoFactorCode: totpCode(secret, clock.now()),
      twoFactorCodeType: 'email',
    });
    expect(mismatch.code).toBe('TWO_FACTOR_MISMATCH');
  });

  it('does not confirm a pending secret without twoFactorSetup', async () => {
    const wcmsId = await organisationWithMandate('authenticator');
    const user = await addUser(t.database.db, { memberships: [{ wcmsId, role: 'no' }] });
    const setup = await login(t, { username: user.email, password: DEMO_PASSWORD });
    const secret = secretOf(setup.result?.twoFactorSetupUri);
    const withoutFlag = await login(t, {
      username: user.email,
      password: DEMO_PASSWORD,
      twoFactorCode: totpCode(secret, clock.now()),
    });
    expect(withoutFlag.result).toMatchObject({ bearerToken: null, twoFactorRequired: 'authenticator' });
    expect(secretOf(withoutFlag.result?.twoFactorSetupUri)).toBe(secret);
  });

  it('is mandated and reset by a manager of the organisation; the member then sets it up again', async () => {
    const user = await addUser(t.database.db, { memberships: [{ wcmsId: 1002, role: 'no' }] });
    const editor = await addUser(t.database.db, { memberships: [{ wcmsId: 1002, role: 'editor' }] });
    const editorToken = (await t.signIn(editor.id)).bearerToken;
    const managerToken = (await t.signIn(4)).bearerToken;

    const refused = await gql(t, MANDATE, { wcmsId: '1002', method: 'authenticator' }, { token: editorToken });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const set = await gql(t, MANDATE, { wcmsId: '1002', method: 'authenticator' }, { token: managerToken });
    expect(set).toEqual({
      data: {
        setTwoFactorMandate: {
          wcmsId: '1002',
          name: 'Hillview Surgery',
          role: 'full',
          twoFactorMandate: 'authenticator',
        },
      },
    });

    const setup = await login(t, { username: user.email, password: DEMO_PASSWORD });
    const secret = secretOf(setup.result?.twoFactorSetupUri);
    const confirmed = await login(t, {
      username: user.email,
      password: DEMO_PASSWORD,
      twoFactorCode: totpCode(secret, clock.now()),
      twoFactorSetup: true,
    });
    expect(confirmed.result?.bearerToken).toBeTruthy();

    expect(
      (await gql(t, RESET, { wcmsId: '1002', userId: String(user.id) }, { token: editorToken })).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    // the target must be a member of that organisation
    expect(
      (await gql(t, RESET, { wcmsId: '1001', userId: String(user.id) }, { token: managerToken })).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect(await gql(t, RESET, { wcmsId: '1002', userId: String(user.id) }, { token: managerToken })).toEqual({
      data: { resetTwoFactor: true },
    });

    clock.advance(61_000);
    const again = await login(t, { username: user.email, password: DEMO_PASSWORD });
    expect(again.result?.twoFactorRequired).toBe('authenticator');
    expect(secretOf(again.result?.twoFactorSetupUri)).not.toBe(secret);

    // a super user may set it for any organisation; null clears it
    const superToken = (await t.signIn(1)).bearerToken;
    const cleared = await gql(t, MANDATE, { wcmsId: '1002', method: null }, { token: superToken });
    expect(cleared).toEqual({
      data: {
        setTwoFactorMandate: { wcmsId: '1002', name: 'Hillview Surgery', role: 'super', twoFactorMandate: null },
      },
    });
    expect(
      await t.database.db.select().from(organisationTwoFactor).where(eq(organisationTwoFactor.wcmsId, 1002)),
    ).toEqual([]);
    expect((await login(t, { username: user.email, password: DEMO_PASSWORD })).result?.bearerToken).toBeTruthy();
  });
});
