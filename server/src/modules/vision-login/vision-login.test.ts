import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { addUser } from '../../test/fixtures.js';
import { visionLinks } from './tables.js';

const HELPER = { url: 'https://vision-login.example.nhs.uk/connect/authorize', clientId: 'carebridge-test' };
const START = `mutation StartVisionLogin($w: ID!, $r: String!) { startVisionLogin(wcmsId: $w, redirectUri: $r) { url } }`;
const COMPLETE = `mutation CompleteVisionLogin($s: String!, $c: String, $e: String) {
  completeVisionLogin(state: $s, code: $c, error: $e) { wcmsId visionUser linkedAt } }`;
const REDIRECT = 'https://carebridge.example.nhs.uk/authorize';

describe('/authorize: the Vision login helper (spec §2)', () => {
  let t: TestApp;
  const clock = createTestClock();
  let alice: number;
  let bob: number;
  beforeAll(async () => {
    t = await createTestApp({ config: { visionLoginHelper: HELPER }, clock });
    alice = (await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'full' }] })).id;
    bob = (await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'full' }] })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const as = async (userId: number) => ({ token: (await t.signIn(userId)).bearerToken });
  const start = async (userId: number, wcmsId = '1001', redirectUri = REDIRECT) =>
    gql<{ startVisionLogin: { url: string } }>(t, START, { w: wcmsId, r: redirectUri }, await as(userId));
  const stateOf = (url: string) => new URL(url).searchParams.get('state')!;
  const complete = async (userId: number, variables: { s: string; c?: string; e?: string }) =>
    gql<{ completeVisionLogin: Json }>(t, COMPLETE, variables, await as(userId));

  it('sends the browser to the helper with its client id, the return address and a one-time state', async () => {
    const started = await start(alice);
    expect(started.errors).toBeUndefined();
    const url = new URL(started.data!.startVisionLogin.url);
    expect(`${url.origin}${url.pathname}`).toBe(HELPER.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'carebridge-test',
      redirect_uri: REDIRECT,
      state: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    expect(stateOf((await start(alice)).data!.startVisionLogin.url)).not.toBe(url.searchParams.get('state'));
  });

  it('links the Vision user the helper signed in, once per state, and stores it', async () => {
    const state = stateOf((await start(alice)).data!.startVisionLogin.url);
    const done = await complete(alice, { s: state, c: 'VIS-ALICE' });
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeVisionLogin).toMatchObject({ wcmsId: '1001', visionUser: 'VIS-ALICE' });
    const rows = await t.database.db.select().from(visionLinks).where(eq(visionLinks.userId, alice));
    expect(rows.map((r) => r.visionUser)).toEqual(['VIS-ALICE']);
    // the same answer again (a reload, or someone replaying it) is refused
    const again = await complete(alice, { s: state, c: 'VIS-ALICE' });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This Vision sign-in is not valid or has already been used. Start again from Vision.',
      extensions: { code: 'VISION_LOGIN_INVALID' },
    });
  });

  it("refuses a Vision user already linked to someone else: 'Already linked Vision user'", async () => {
    const state = stateOf((await start(bob)).data!.startVisionLogin.url);
    const refused = await complete(bob, { s: state, c: 'VIS-ALICE' });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.message).toMatch(/^Already linked Vision user: /);
    expect(refused.errors?.[0]?.extensions?.code).toBe('VISION_USER_ALREADY_LINKED');
    expect(await t.database.db.select().from(visionLinks).where(eq(visionLinks.userId, bob))).toEqual([]);
  });

  it("refuses another person's state, a refused sign-in, and an expired one", async () => {
    const aliceState = stateOf((await start(alice)).data!.startVisionLogin.url);
    const stolen = await complete(bob, { s: aliceState, c: 'VIS-BOB' });
    expect(stolen.errors?.[0]?.extensions?.code).toBe('VISION_LOGIN_INVALID');

    const refusedState = stateOf((await start(bob)).data!.startVisionLogin.url);
    const refused = await complete(bob, { s: refusedState, e: 'access_denied' });
    expect(refused.errors?.[0]).toMatchObject({
      message:
        'Vision refused the sign-in, so your Vision account was not linked. Start again from Vision to try again.',
      extensions: { code: 'VISION_LOGIN_REFUSED' },
    });

    const lateState = stateOf((await start(bob)).data!.startVisionLogin.url);
    clock.advance(10 * 60 * 1000 + 1);
    const late = await complete(bob, { s: lateState, c: 'VIS-BOB' });
    expect(late.errors?.[0]).toMatchObject({
      message: 'This Vision sign-in has expired. Start again from Vision.',
      extensions: { code: 'VISION_LOGIN_EXPIRED' },
    });
    expect(await t.database.db.select().from(visionLinks).where(eq(visionLinks.userId, bob))).toEqual([]);
  });

  it('checks the return address and the organisation, and needs a signed-in member', async () => {
    const bad = await start(alice, '1001', 'https://elsewhere.example.com/steal');
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { redirectUri: expect.any(String) },
    });
    const outsider = await start(alice, '1002');
    expect(outsider.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await gql(t, START, { w: '1001', r: REDIRECT });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('says so when the deployment has no Vision login helper', async () => {
    const bare = await createTestApp();
    try {
      const user = await addUser(bare.database.db, { memberships: [{ wcmsId: 1001, role: 'full' }] });
      const result = await gql(
        bare,
        START,
        { w: '1001', r: REDIRECT },
        { token: (await bare.signIn(user.id)).bearerToken },
      );
      expect(result.errors?.[0]).toMatchObject({
        message: 'Signing in to Vision is not set up for this service. Contact support.',
        extensions: { code: 'VISION_LOGIN_NOT_CONFIGURED' },
      });
      const config = await gql<{ config: Json }>(
        bare,
        'query Config { config { visionLoginHelperUrl visionLoginHelperClientId } }',
      );
      expect(config.data!.config).toEqual({ visionLoginHelperUrl: null, visionLoginHelperClientId: null });
    } finally {
      await bare.close();
    }
  });
});
