import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { latestMessageTo, type Json } from '../../test/helpers.js';
import { verifyPassword } from '../../auth/password.js';
import { patientAccounts, patientPasswordResets } from './tables.js';
import { DEMO_PATIENT_PASSWORD } from './demo-data.js';
import { PATIENT_ACCOUNT_MESSAGES } from './rules.js';

const SUPER = 1;
const CLINICIAN = 2;
const RECEPTION = 3;
const clock = createTestClock(new Date('2026-05-04T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, config: { publicUrl: 'https://carebridge.example' } });
});
afterAll(async () => {
  await t.close();
});

async function requestReset(payload: Json, userId = RECEPTION, wcmsId = 1001) {
  // the outbox orders by time: each email a second after the last
  clock.advance(1000);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/patient-accounts/wcms_id/${wcmsId}/password-reset`,
    headers: (await t.signIn(userId)).headers,
    payload,
  });
  return { status: response.statusCode, json: response.json() as Json };
}

/** The token of the newest reset link emailed to an address. */
async function tokenSentTo(email: string): Promise<string> {
  const message = await latestMessageTo(t, email);
  const match = /\/consult\/reset-password\/([A-Za-z0-9_-]+)/.exec(message?.body ?? '');
  if (!match) throw new Error(`no reset link sent to ${email}`);
  return match[1]!;
}

async function openLink(token: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/consult/password-reset/${token}` });
  return { status: response.statusCode, json: response.json() as Json };
}

async function complete(token: string, password: string, confirmation = password) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/consult/password-reset/${token}`,
    payload: { password, password_confirmation: confirmation },
  });
  return { status: response.statusCode, json: response.json() as Json };
}

describe('requestPatientPasswordReset (staff)', () => {
  it('finds the holder by NHS number and emails them a reset link, naming where it went (masked)', async () => {
    const { status, json } = await requestReset({ nhs_number: '999 100 0003' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ sent_to: 'e•••@example.com', forename: 'Eleanor', surname: 'Whitfield' });
    expect(new Date(json.expires_at as string).getTime() - clock.now().getTime()).toBe(24 * 60 * 60 * 1000);
    const message = await latestMessageTo(t, 'eleanor.whitfield@example.com');
    expect(message?.channel).toBe('email');
    expect(message?.body).toContain('https://carebridge.example/consult/reset-password/');
    expect(message?.body).toContain('Riverside Medical Centre');
  });

  it('finds the holder by email address (any case) and records who asked, storing only the token hash', async () => {
    const { status } = await requestReset({ email: ' Oliver.Bennett@Example.com ' }, CLINICIAN);
    expect(status).toBe(200);
    const token = await tokenSentTo('oliver.bennett@example.com');
    const rows = await t.database.db.select().from(patientPasswordResets).where(eq(patientPasswordResets.accountId, 2));
    const newest = rows.at(-1)!;
    expect(newest.requestedBy).toBe(CLINICIAN);
    expect(newest.sentTo).toBe('oliver.bennett@example.com');
    expect(newest.tokenHash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('says clearly when no account holds the email address or NHS number in this organisation', async () => {
    const unknown = await requestReset({ email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(PATIENT_ACCOUNT_MESSAGES.notFound);
    // Ruth Morgan holds an account at Hillview, not Riverside
    const elsewhere = await requestReset({ nhs_number: '9991002618' });
    expect(elsewhere.status).toBe(404);
  });

  it('validates what the form validates: something to search by, a valid NHS number, an email address', async () => {
    expect((await requestReset({})).json.fields).toEqual({ email: PATIENT_ACCOUNT_MESSAGES.identifierRequired });
    expect((await requestReset({ nhs_number: '9991000004' })).json.fields).toEqual({
      nhs_number: PATIENT_ACCOUNT_MESSAGES.nhsNumberInvalid,
    });
    expect((await requestReset({ email: 'not-an-address' })).json.fields).toEqual({
      email: PATIENT_ACCOUNT_MESSAGES.emailInvalid,
    });
  });

  it('refuses to send a link to an address the patient has not verified', async () => {
    const { status, json } = await requestReset({ nhs_number: '9991000267' });
    expect(status).toBe(409);
    expect(json.message).toBe(PATIENT_ACCOUNT_MESSAGES.notVerified);
  });

  it('sends at most five links to one patient in 10 minutes', async () => {
    // Ruth Morgan holds an account at Hillview, where the manager is a member
    const MANAGER = 4;
    for (let i = 0; i < 5; i++)
      expect((await requestReset({ nhs_number: '9991002618' }, MANAGER, 1002)).status).toBe(200);
    const refused = await requestReset({ nhs_number: '9991002618' }, MANAGER, 1002);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(PATIENT_ACCOUNT_MESSAGES.tooMany);
    clock.advance(10 * 60 * 1000);
    expect((await requestReset({ nhs_number: '9991002618' }, MANAGER, 1002)).status).toBe(200);
  });

  it('is for members of the organisation in the patients area only', async () => {
    expect((await requestReset({ nhs_number: '9991000003' }, CLINICIAN, 1002)).status).toBe(403);
    // a super user acting for an organisation they are not a member of (spec §6)
    expect((await requestReset({ nhs_number: '9991000003' }, SUPER)).status).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/patient-accounts/wcms_id/1001/password-reset',
      payload: { nhs_number: '9991000003' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the patient’s reset link', () => {
  it('sets a new password once; the link then says it was used', async () => {
    await requestReset({ nhs_number: '9991000003' });
    const token = await tokenSentTo('eleanor.whitfield@example.com');
    expect((await openLink(token)).json).toEqual({
      state: 'valid',
      organisation: 'Riverside Medical Centre',
      forename: 'Eleanor',
    });
    const done = await complete(token, 'A brand new passphrase');
    expect(done.status).toBe(200);
    expect(done.json.state).toBe('used');
    const [account] = await t.database.db.select().from(patientAccounts).where(eq(patientAccounts.id, 1));
    expect(await verifyPassword(account!.passwordHash, 'A brand new passphrase')).toBe(true);
    expect(await verifyPassword(account!.passwordHash, DEMO_PATIENT_PASSWORD)).toBe(false);
    expect((await openLink(token)).json.state).toBe('used');
    const again = await complete(token, 'Another passphrase here');
    expect(again.status).toBe(410);
    expect(again.json.message).toBe(PATIENT_ACCOUNT_MESSAGES.linkUsed);
  });

  it('applies the staff password rules, keeping the link usable', async () => {
    await requestReset({ nhs_number: '9991000135' });
    const token = await tokenSentTo('oliver.bennett@example.com');
    const short = await complete(token, 'too short');
    expect(short.status).toBe(400);
    expect(short.json.fields).toEqual({ password: 'Your password must be at least 12 characters.' });
    const mismatch = await complete(token, 'long enough password', 'long enough passw0rd');
    expect(mismatch.json.fields).toEqual({ password_confirmation: 'The passwords do not match.' });
    expect((await openLink(token)).json.state).toBe('valid');
  });

  it('stops working after 24 hours, and when a newer link is sent', async () => {
    await requestReset({ nhs_number: '9991000135' });
    const first = await tokenSentTo('oliver.bennett@example.com');
    await requestReset({ nhs_number: '9991000135' });
    const second = await tokenSentTo('oliver.bennett@example.com');
    expect(second).not.toBe(first);
    expect((await openLink(first)).json.state).toBe('expired');
    expect((await complete(first, 'A brand new passphrase')).json.message).toBe(PATIENT_ACCOUNT_MESSAGES.linkExpired);
    clock.advance(24 * 60 * 60 * 1000);
    expect((await openLink(second)).json.state).toBe('expired');
    expect((await complete(second, 'A brand new passphrase')).status).toBe(410);
  });

  it('does not know a made-up link', async () => {
    const { status, json } = await openLink('made-up-token-made-up-token');
    expect(status).toBe(404);
    expect(json.message).toBe(PATIENT_ACCOUNT_MESSAGES.linkNotFound);
  });
});
