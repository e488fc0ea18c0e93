import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql } from '../../test/helpers.js';
import { addUser } from '../../test/fixtures.js';
import { pkceChallenge, randomToken } from '../../auth/crypto.js';
import { createClinicalSsoCode } from './sso.js';
import { userClinicalLinks } from './tables.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const CALLBACK = 'https://desktop.carebridge.local/callback';
const VERIFY = `mutation VerifySession($wcmsId: ID!, $session: String!, $verifier: String!, $callback: String!) {
  verifySession(wcmsId: $wcmsId, session: $session, verifier: $verifier, callback: $callback) { token staffId }
}`;
const LINK = `mutation LinkUser($token: String!, $wcmsId: ID!, $staffId: ID!, $session: String!) {
  linkUser(token: $token, wcmsId: $wcmsId, staffId: $staffId, session: $session) { success staffId }
}`;

async function newCode(staffId: string, wcmsId = 1001) {
  const verifier = randomToken(48);
  const { code } = await createClinicalSsoCode(
    { db: t.database.db, clock },
    {
      wcmsId,
      staffId,
      callback: CALLBACK,
      codeChallenge: pkceChallenge(verifier),
    },
  );
  return { code, verifier };
}

describe('clinical single sign-on (PKCE S256)', () => {
  it('verifies a session once with the right verifier and callback, then links the signed-in user', async () => {
    const { code, verifier } = await newCode('S-100');
    const wrongVerifier = await gql(t, VERIFY, {
      wcmsId: '1001',
      session: code,
      verifier: randomToken(48),
      callback: CALLBACK,
    });
    expect(wrongVerifier.errors?.[0]?.extensions?.code).toBe('SSO_INVALID');
    const wrongCallback = await gql(t, VERIFY, {
      wcmsId: '1001',
      session: code,
      verifier,
      callback: 'https://evil.example/cb',
    });
    expect(wrongCallback.errors?.[0]?.extensions?.code).toBe('SSO_INVALID');
    const wrongOrganisation = await gql(t, VERIFY, { wcmsId: '1002', session: code, verifier, callback: CALLBACK });
    expect(wrongOrganisation.errors?.[0]?.extensions?.code).toBe('SSO_INVALID');

    // noAuth: no bearer token needed
    const verified = await gql(t, VERIFY, { wcmsId: '1001', session: code, verifier, callback: CALLBACK });
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.verifySession).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      staffId: 'S-100',
    });
    // single use
    const again = await gql(t, VERIFY, { wcmsId: '1001', session: code, verifier, callback: CALLBACK });
    expect(again.errors?.[0]?.extensions?.code).toBe('SSO_INVALID');

    const token = verified.data!.verifySession.token as string;
    // the link token is not a bearer token
    const asBearer = await gql(t, 'query Viewer { viewer { userId } }', {}, { token });
    expect(asBearer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // linking needs a signed-in user
    const anonymous = await gql(t, LINK, { token, wcmsId: '1001', staffId: 'S-100', session: code });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const clinician = await t.signIn(2);
    const wrongStaff = await gql(
      t,
      LINK,
      { token, wcmsId: '1001', staffId: 'S-999', session: code },
      { token: clinician.bearerToken },
    );
    expect(wrongStaff.errors?.[0]?.extensions?.code).toBe('SSO_INVALID');
    const linked = await gql(
      t,
      LINK,
      { token, wcmsId: '1001', staffId: 'S-100', session: code },
      { token: clinician.bearerToken },
    );
    expect(linked).toEqual({ data: { linkUser: { success: true, staffId: 'S-100' } } });
    const rows = await t.database.db
      .select()
      .from(userClinicalLinks)
      .where(and(eq(userClinicalLinks.userId, 2), eq(userClinicalLinks.wcmsId, 1001)));
    expect(rows.map((r) => r.staffId)).toEqual(['S-100']);
    // the link token works once
    const replay = await gql(
      t,
      LINK,
      { token, wcmsId: '1001', staffId: 'S-100', session: code },
      { token: clinician.bearerToken },
    );
    expect(replay.errors?.[0]?.extensions?.code).toBe('SSO_INVALID');
  });

  it('refuses an expired code', async () => {
    const { code, verifier } = await newCode('S-101');
    clock.advance(5 * 60 * 1000 + 1);
    const result = await gql(t, VERIFY, { wcmsId: '1001', session: code, verifier, callback: CALLBACK });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'SSO_INVALID' } });
  });

  it('refuses to link a user who cannot act for the organisation, or a staff member linked to someone else', async () => {
    const first = await newCode('S-102', 1002);
    const verified = await gql(t, VERIFY, {
      wcmsId: '1002',
      session: first.code,
      verifier: first.verifier,
      callback: CALLBACK,
    });
    const token = verified.data!.verifySession.token as string;
    const riversideOnly = await t.signIn(3);
    const refused = await gql(
      t,
      LINK,
      { token, wcmsId: '1002', staffId: 'S-102', session: first.code },
      { token: riversideOnly.bearerToken },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const hillview = await addUser(t.database.db, { memberships: [{ wcmsId: 1002, role: 'no' }] });
    const member = await t.signIn(hillview.id);
    expect(
      (
        await gql(
          t,
          LINK,
          { token, wcmsId: '1002', staffId: 'S-102', session: first.code },
          { token: member.bearerToken },
        )
      ).errors,
    ).toBeUndefined();

    const second = await newCode('S-102', 1002);
    const again = await gql(t, VERIFY, {
      wcmsId: '1002',
      session: second.code,
      verifier: second.verifier,
      callback: CALLBACK,
    });
    const manager = await t.signIn(4);
    const taken = await gql(
      t,
      LINK,
      { token: again.data!.verifySession.token, wcmsId: '1002', staffId: 'S-102', session: second.code },
      { token: manager.bearerToken },
    );
    expect(taken.errors?.[0]?.extensions?.code).toBe('ALREADY_LINKED');
  });
});
