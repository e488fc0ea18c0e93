import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json, latestMessageTo, login } from '../../test/helpers.js';
import { addUser } from '../../test/fixtures.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { memberships, userSettings, users } from '../users/index.js';
import { outboxMessages } from '../../providers/messaging/tables.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(61_000));

const SUPER = 1;
const CLINICIAN = 2; // Riverside, role no
const RECEPTION = 3; // Riverside, role editor
const MANAGER = 4; // Riverside and Hillview, role full

async function rest(method: 'GET' | 'POST' | 'PUT', url: string, userId: number | null, payload?: unknown) {
  const headers = userId === null ? {} : (await t.signIn(userId)).headers;
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

const newStaff = (email: string, wcmsId = 1001, role = 'no') => ({
  wcms_id: wcmsId,
  email,
  forename: 'Jo',
  surname: 'Bloggs',
  role,
});

function linkToken(body: string | undefined, path: string): string {
  const token = new RegExp(`${path}/([\\w-]+)`).exec(body ?? '')?.[1];
  if (!token) throw new Error(`no ${path} link in ${body}`);
  return token;
}

const REGISTRATION = `query Registration($token: String!) { registration(token: $token) { email organisationName forename surname } }`;
const REGISTER = `mutation Register($token: String!, $forename: String!, $surname: String!, $password: String!, $confirmation: String!) {
  register(token: $token, forename: $forename, surname: $surname, password: $password, passwordConfirmation: $confirmation) {
    bearerToken refreshToken userId email forename surname twoFactorRequired
  }
}`;
const REQUEST_RESET = `mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation ResetPassword($token: String!, $password: String!, $confirmation: String!) {
  resetPassword(token: $token, password: $password, passwordConfirmation: $confirmation)
}`;

describe('POST /users and registration', () => {
  it('creates an unregistered staff member and emails a registration link, which registers and signs in once', async () => {
    const created = await rest('POST', '/api/users', MANAGER, newStaff('Jo.Bloggs@Riverside.nhs.uk'));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email: 'jo.bloggs@riverside.nhs.uk', passwordHash: null, forename: 'Jo' });
    expect(await t.database.db.select().from(memberships).where(eq(memberships.userId, id))).toMatchObject([
      { wcmsId: 1001, role: 'no' },
    ]);
    expect(await t.database.db.select().from(userSettings).where(eq(userSettings.userId, id))).toHaveLength(1);

    const email = await latestMessageTo(t, 'jo.bloggs@riverside.nhs.uk');
    expect(email).toMatchObject({
      channel: 'email',
      wcmsId: 1001,
      subject: 'Your Carebridge account for Riverside Medical Centre',
    });
    expect(email!.body).toContain('Grace Adeyemi has created a Carebridge account for you');
    expect(email!.body).toContain(`${t.config.publicUrl}/full/welcome/register/`);
    const token = linkToken(email!.body, '/full/welcome/register');

    // unregistered: no password works yet
    expect((await login(t, { username: 'jo.bloggs@riverside.nhs.uk', password: DEMO_PASSWORD })).code).toBe(
      'INVALID_CREDENTIALS',
    );

    expect(await gql(t, REGISTRATION, { token })).toEqual({
      data: {
        registration: {
          email: 'jo.bloggs@riverside.nhs.uk',
          organisationName: 'Riverside Medical Centre',
          // what the manager entered starts the form
          forename: 'Jo',
          surname: 'Bloggs',
        },
      },
    });

    const base = {
      token,
      forename: 'Joanne',
      surname: 'Bloggs',
      password: 'a-long-enough-password',
      confirmation: 'a-long-enough-password',
    };
    const short = await gql(t, REGISTER, { ...base, password: 'too-short', confirmation: 'too-short' });
    expect(short.errors?.[0]).toMatchObject({
      message: 'Your password must be at least 12 characters.',
      extensions: { code: 'VALIDATION_FAILED', fields: { password: 'Your password must be at least 12 characters.' } },
    });
    const mismatch = await gql(t, REGISTER, { ...base, confirmation: 'a-different-password' });
    expect(mismatch.errors?.[0]).toMatchObject({
      message: 'The passwords do not match.',
      extensions: { fields: { passwordConfirmation: 'The passwords do not match.' } },
    });
    const noNames = await gql(t, REGISTER, { ...base, forename: ' ', surname: '' });
    expect(Object.keys(noNames.errors?.[0]?.extensions?.fields ?? {})).toEqual(['forename', 'surname']);

    const registered = await gql(t, REGISTER, base);
    expect(registered.errors).toBeUndefined();
    expect(registered.data!.register).toMatchObject({
      userId: String(id),
      email: 'jo.bloggs@riverside.nhs.uk',
      forename: 'Joanne',
      surname: 'Bloggs',
      twoFactorRequired: null,
    });
    expect(registered.data!.register.bearerToken).toBeTruthy();

    // single use
    const again = await gql(t, REGISTER, base);
    expect(again.errors?.[0]).toMatchObject({
      message: 'This link has expired. Ask your practice manager for a new one.',
      extensions: { code: 'LINK_EXPIRED' },
    });
    expect((await gql(t, REGISTRATION, { token })).errors?.[0]?.extensions?.code).toBe('LINK_EXPIRED');
    expect(
      (await login(t, { username: 'JO.BLOGGS@riverside.nhs.uk', password: 'a-long-enough-password' })).result
        ?.bearerToken,
    ).toBeTruthy();
  });

  it('expires a registration link after 7 days', async () => {
    expect((await rest('POST', '/api/users', MANAGER, newStaff('late.starter@riverside.nhs.uk'))).status).toBe(201);
    const token = linkToken(
      (await latestMessageTo(t, 'late.starter@riverside.nhs.uk'))?.body,
      '/full/welcome/register',
    );
    clock.advance(6 * 24 * 60 * 60 * 1000);
    expect((await gql(t, REGISTRATION, { token })).errors).toBeUndefined();
    clock.advance(24 * 60 * 60 * 1000);
    const expired = await gql(t, REGISTER, {
      token,
      forename: 'Late',
      surname: 'Starter',
      password: 'a-long-enough-password',
      confirmation: 'a-long-enough-password',
    });
    expect(expired.errors?.[0]).toMatchObject({
      message: 'This link has expired. Ask your practice manager for a new one.',
      extensions: { code: 'LINK_EXPIRED' },
    });
  });

  it('only accepts staff email domains', async () => {
    const refused = await rest('POST', '/api/users', MANAGER, newStaff('someone@gmail.com'));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: 'Enter an email address ending in nhs.uk, nhs.scot or carebridge.nhs.uk' },
    });
    expect((await rest('POST', '/api/users', MANAGER, newStaff('someone@fakenhs.uk'))).status).toBe(400);
    expect((await rest('POST', '/api/users', MANAGER, newStaff('someone@nhs.scot'))).status).toBe(201);
    expect((await rest('POST', '/api/users', MANAGER, newStaff('someone@carebridge.nhs.uk'))).status).toBe(201);
    expect((await rest('POST', '/api/users', MANAGER, newStaff('someone@lothian.scot.nhs.uk'))).status).toBe(201);
    // the configured host is honoured
    const custom = await createTestApp({
      clock,
      database: t.database,
      config: { staffEmailHost: 'example-trust.org' },
    });
    try {
      const headers = (await custom.signIn(MANAGER)).headers;
      const response = await custom.app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: newStaff('a@gmail.com'),
      });
      expect(response.json().fields.email).toBe(
        'Enter an email address ending in nhs.uk, nhs.scot or example-trust.org',
      );
      const ok = await custom.app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: newStaff('a@example-trust.org'),
      });
      expect(ok.statusCode).toBe(201);
    } finally {
      await custom.close();
    }
  });

  it('answers USER_EXISTS for an address that has an account, whatever its case', async () => {
    const response = await rest('POST', '/api/users', MANAGER, newStaff('Reception@Riverside.nhs.uk'));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'USER_EXISTS',
      message: 'An account with this email address already exists.',
    });
  });

  it('needs role full or super in the organisation, or a super user', async () => {
    expect((await rest('POST', '/api/users', RECEPTION, newStaff('x1@riverside.nhs.uk'))).status).toBe(403);
    expect((await rest('POST', '/api/users', CLINICIAN, newStaff('x2@riverside.nhs.uk'))).status).toBe(403);
    // a Riverside-only manager cannot add staff to Hillview
    const riversideManager = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'full' }] });
    expect((await rest('POST', '/api/users', riversideManager.id, newStaff('x3@riverside.nhs.uk', 1002))).status).toBe(
      403,
    );
    // role full cannot hand out role super
    expect((await rest('POST', '/api/users', MANAGER, newStaff('x4@riverside.nhs.uk', 1001, 'super'))).status).toBe(
      403,
    );
    expect((await rest('POST', '/api/users', SUPER, newStaff('x5@riverside.nhs.uk', 1002, 'super'))).status).toBe(201);
    expect((await rest('POST', '/api/users', SUPER, newStaff('x6@riverside.nhs.uk', 9999))).status).toBe(404);
    expect((await rest('POST', '/api/users', null, newStaff('x7@riverside.nhs.uk'))).status).toBe(401);
  });
});

describe('password reset', () => {
  it('emails a link only for an account, yet always answers true', async () => {
    const before = await t.database.db.select().from(outboxMessages);
    expect(await gql(t, REQUEST_RESET, { email: 'nobody@riverside.nhs.uk' })).toEqual({
      data: { requestPasswordReset: true },
    });
    expect(await t.database.db.select().from(outboxMessages)).toHaveLength(before.length);
  });

  it('sets a new password, unlocks the account and ends its sessions; the link works once', async () => {
    const user = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'no' }] });
    const session = await t.signIn(user.id);
    for (const guess of ['wrong-1', 'wrong-2', 'wrong-3']) await login(t, { username: user.email, password: guess });
    expect((await login(t, { username: user.email, password: DEMO_PASSWORD })).code).toBe('ACCOUNT_LOCKED');

    expect(await gql(t, REQUEST_RESET, { email: user.email.toUpperCase() })).toEqual({
      data: { requestPasswordReset: true },
    });
    const message = await latestMessageTo(t, user.email);
    expect(message?.subject).toBe('Reset your Carebridge password');
    const token = linkToken(message?.body, '/full/welcome/reset-password');

    const short = await gql(t, RESET, { token, password: 'short', confirmation: 'short' });
    expect(short.errors?.[0]).toMatchObject({
      message: 'Your password must be at least 12 characters.',
      extensions: { code: 'VALIDATION_FAILED' },
    });
    const mismatch = await gql(t, RESET, {
      token,
      password: 'a-new-long-password',
      confirmation: 'another-long-password',
    });
    expect(mismatch.errors?.[0]?.message).toBe('The passwords do not match.');

    expect(
      await gql(t, RESET, { token, password: 'a-new-long-password', confirmation: 'a-new-long-password' }),
    ).toEqual({
      data: { resetPassword: true },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ lockedAt: null, failedLoginAttempts: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: session.headers })).statusCode,
    ).toBe(401);

    // no waiting out the rate limit: the reset proved the user controls the account, so its attempts are forgotten
    expect((await login(t, { username: user.email, password: DEMO_PASSWORD })).code).toBe('INVALID_CREDENTIALS');
    expect(
      (await login(t, { username: user.email, password: 'a-new-long-password' })).result?.bearerToken,
    ).toBeTruthy();

    const reused = await gql(t, RESET, {
      token,
      password: 'a-third-long-password',
      confirmation: 'a-third-long-password',
    });
    expect(reused.errors?.[0]).toMatchObject({
      message: 'This link has expired. Request a new one.',
      extensions: { code: 'LINK_EXPIRED' },
    });
  });

  it('expires a reset link after an hour, and only the newest link works', async () => {
    const user = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'no' }] });
    await gql(t, REQUEST_RESET, { email: user.email });
    const first = linkToken((await latestMessageTo(t, user.email))?.body, '/full/welcome/reset-password');
    // a second request within the minute sends nothing
    clock.advance(30_000);
    expect(await gql(t, REQUEST_RESET, { email: user.email })).toEqual({ data: { requestPasswordReset: true } });
    expect(linkToken((await latestMessageTo(t, user.email))?.body, '/full/welcome/reset-password')).toBe(first);
    clock.advance(31_000);
    await gql(t, REQUEST_RESET, { email: user.email });
    const second = linkToken((await latestMessageTo(t, user.email))?.body, '/full/welcome/reset-password');
    expect(second).not.toBe(first);
    const superseded = await gql(t, RESET, {
      token: first,
      password: 'a-new-long-password',
      confirmation: 'a-new-long-password',
    });
    expect(superseded.errors?.[0]?.extensions?.code).toBe('LINK_EXPIRED');
    clock.advance(60 * 60 * 1000);
    const expired = await gql(t, RESET, {
      token: second,
      password: 'a-new-long-password',
      confirmation: 'a-new-long-password',
    });
    expect(expired.errors?.[0]).toMatchObject({
      message: 'This link has expired. Request a new one.',
      extensions: { code: 'LINK_EXPIRED' },
    });
  });
});

describe('users and user settings', () => {
  it('lets users read and update themselves', async () => {
    const me = await rest('GET', `/api/users/${RECEPTION}`, RECEPTION);
    expect(me).toEqual({
      status: 200,
      body: { id: RECEPTION, forename: 'Tom', surname: 'Hughes', email: 'reception@riverside.nhs.uk', new_email: null },
    });
    const updated = await rest('PUT', `/api/users/${RECEPTION}`, RECEPTION, {
      forename: 'Thomas',
      new_email: 'Tom.Hughes@riverside.nhs.uk',
    });
    expect(updated.body).toMatchObject({
      forename: 'Thomas',
      surname: 'Hughes',
      email: 'reception@riverside.nhs.uk',
      new_email: 'tom.hughes@riverside.nhs.uk',
    });
    const badDomain = await rest('PUT', `/api/users/${RECEPTION}`, RECEPTION, { new_email: 'tom@gmail.com' });
    expect(badDomain.status).toBe(400);
    expect(badDomain.body.fields.new_email).toBe(
      'Enter an email address ending in nhs.uk, nhs.scot or carebridge.nhs.uk',
    );
    const taken = await rest('PUT', `/api/users/${RECEPTION}`, RECEPTION, { new_email: 'manager@riverside.nhs.uk' });
    expect(taken.body.fields.new_email).toBe('An account with this email address already exists.');
  });

  it('keeps a Riverside-only user out of other users and Hillview, while managers and super users may', async () => {
    const hillviewOnly = await addUser(t.database.db, { memberships: [{ wcmsId: 1002, role: 'no' }] });
    // editor and role no: not managers
    expect((await rest('GET', `/api/users/${MANAGER}`, RECEPTION)).status).toBe(403);
    expect((await rest('GET', `/api/users/${hillviewOnly.id}`, CLINICIAN)).status).toBe(403);
    expect((await rest('PUT', `/api/users/${CLINICIAN}`, RECEPTION, { forename: 'X' })).status).toBe(403);
    expect((await rest('GET', `/api/lt-user-settings/${MANAGER}`, CLINICIAN)).status).toBe(403);
    // a Riverside-only manager manages Riverside staff, not Hillview's
    const riversideManager = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'full' }] });
    expect((await rest('GET', `/api/users/${CLINICIAN}`, riversideManager.id)).status).toBe(200);
    expect((await rest('GET', `/api/users/${hillviewOnly.id}`, riversideManager.id)).status).toBe(403);
    expect((await rest('GET', `/api/lt-user-settings/${hillviewOnly.id}`, riversideManager.id)).status).toBe(403);
    // Grace manages both
    expect((await rest('GET', `/api/users/${hillviewOnly.id}`, MANAGER)).status).toBe(200);
    // the super user reads anyone
    expect((await rest('GET', `/api/users/${hillviewOnly.id}`, SUPER)).status).toBe(200);
    expect((await rest('GET', `/api/lt-user-settings/${hillviewOnly.id}`, SUPER)).body).toMatchObject({
      user_id: hillviewOnly.id,
      roles: { '1002': 'no' },
    });
    expect((await rest('GET', `/api/users/999999`, SUPER)).status).toBe(404);

    // GraphQL: memberships only, and Hillview's settings are refused
    const riverside = (await t.signIn(CLINICIAN)).bearerToken;
    const orgs = await gql(t, 'query Organisations { organisations { wcmsId role } }', {}, { token: riverside });
    expect(orgs.data).toEqual({ organisations: [{ wcmsId: '1001', role: 'no' }] });
    const hillviewMandate = await gql(
      t,
      'mutation SetTwoFactorMandate { setTwoFactorMandate(wcmsId: "1002", method: email) { wcmsId } }',
      {},
      { token: riverside },
    );
    expect(hillviewMandate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('reads settings by user id with roles keyed by wcms id, and updates only the caller’s own by settings id', async () => {
    const settings = await rest('GET', `/api/lt-user-settings/${MANAGER}`, MANAGER);
    expect(settings).toEqual({
      status: 200,
      body: {
        id: expect.any(Number),
        user_id: MANAGER,
        roles: { '1001': 'full', '1002': 'full' },
        mobile_number: null,
        mock_clinical: false,
        use_surgery_name: false,
        display_non_selected_skipped: false,
        inactivity_timeout: 60,
      },
    });
    const settingsId = settings.body.id as number;
    const updated = await rest('PUT', `/api/lt-user-settings/${settingsId}`, MANAGER, {
      mobile_number: '07700900123',
      inactivity_timeout: 15,
    });
    expect(updated.body).toMatchObject({
      mobile_number: '07700900123',
      inactivity_timeout: 15,
      roles: { '1001': 'full' },
    });
    expect((await rest('PUT', `/api/lt-user-settings/${settingsId}`, SUPER, { mock_clinical: true })).status).toBe(403);
    expect((await rest('PUT', `/api/lt-user-settings/${settingsId}`, RECEPTION, { mock_clinical: true })).status).toBe(
      403,
    );
    expect((await rest('PUT', `/api/lt-user-settings/999999`, MANAGER, { mock_clinical: true })).status).toBe(404);
  });
});

describe('viewer, organisations and the outbox', () => {
  it('shows the viewer with their organisations and roles', async () => {
    const token = (await t.signIn(MANAGER)).bearerToken;
    const result = await gql(
      t,
      'query Viewer { viewer { userId email forename surname isSuperUser organisations { wcmsId name clinicalSystem role features { outbound requests totalTriage } twoFactorMandate } } }',
      {},
      { token },
    );
    expect(result.data!.viewer).toEqual({
      userId: String(MANAGER),
      email: 'manager@riverside.nhs.uk',
      forename: 'Grace',
      surname: 'Adeyemi',
      isSuperUser: false,
      organisations: [
        {
          wcmsId: '1002',
          name: 'Hillview Surgery',
          clinicalSystem: 'systmone',
          role: 'full',
          features: { outbound: true, requests: true, totalTriage: false },
          twoFactorMandate: null,
        },
        {
          wcmsId: '1001',
          name: 'Riverside Medical Centre',
          clinicalSystem: 'emisweb',
          role: 'full',
          features: { outbound: true, requests: true, totalTriage: true },
          twoFactorMandate: null,
        },
      ],
    });
  });

  it('lets a super user search every organisation by name or wcms id', async () => {
    const token = (await t.signIn(SUPER)).bearerToken;
    const search = (term: string | null) =>
      gql(
        t,
        'query Organisations($search: String) { organisations(search: $search) { wcmsId name role } }',
        { search: term },
        { token },
      );
    expect((await search('hill')).data).toEqual({
      organisations: [{ wcmsId: '1002', name: 'Hillview Surgery', role: 'super' }],
    });
    expect((await search('1001')).data).toEqual({
      organisations: [{ wcmsId: '1001', name: 'Riverside Medical Centre', role: 'super' }],
    });
    expect((await search('%')).data).toEqual({ organisations: [] });
    expect(((await search(null)).data!.organisations as unknown[]).length).toBeGreaterThanOrEqual(2);
    // the super user's own viewer lists memberships only (none)
    expect(
      (await gql(t, 'query Viewer { viewer { isSuperUser organisations { wcmsId } } }', {}, { token })).data,
    ).toEqual({
      viewer: { isSuperUser: true, organisations: [] },
    });
  });

  it('shows the outbox to super users only', async () => {
    await gql(t, REQUEST_RESET, { email: 'clinician@riverside.nhs.uk' });
    const query =
      'query Outbox($recipient: String) { outboxMessages(recipient: $recipient, limit: 5) { id channel recipient subject body status createdAt } }';
    const refused = await gql(t, query, {}, { token: (await t.signIn(MANAGER)).bearerToken });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const result = await gql(
      t,
      query,
      { recipient: 'Clinician@Riverside.nhs.uk' },
      { token: (await t.signIn(SUPER)).bearerToken },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.outboxMessages[0]).toMatchObject({
      channel: 'email',
      recipient: 'clinician@riverside.nhs.uk',
      subject: 'Reset your Carebridge password',
      status: 'pending',
      createdAt: clock.now().toISOString(),
    });
  });
});
