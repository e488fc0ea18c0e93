import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Carebridge-demo-1';

export const ACCOUNTS = {
  super: 'super@carebridge.nhs.uk',
  clinician: 'clinician@riverside.nhs.uk',
  reception: 'reception@riverside.nhs.uk',
  manager: 'manager@riverside.nhs.uk',
  newStarter: 'newstarter@riverside.nhs.uk',
} as const;

type GraphQLResult<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

/** Runs a GraphQL operation against the real server, as the app does (operation name in the query string). */
export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLResult<T>> {
  const operationName = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'Anonymous';
  const response = await request.post(`/api/graphql?operationName=${operationName}`, {
    data: { query, variables, operationName },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as GraphQLResult<T>;
}

const tokens = new Map<string, { token: string; at: number }>();
// the e2e server's bearer tokens live 20 s: reuse one for a while rather than sign in for every call
const TOKEN_REUSE_MS = 12_000;

/** Signs in through the API (no two-factor) and returns the bearer token. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const cached = tokens.get(email);
  if (cached && Date.now() - cached.at < TOKEN_REUSE_MS) return cached.token;
  const result = await gql<{ login: { bearerToken: string | null } }>(
    request,
    'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { bearerToken } }',
    { u: email, p: password },
  );
  const token = result.data?.login.bearerToken;
  if (!token) throw new Error(`API sign-in as ${email} failed: ${JSON.stringify(result.errors ?? result.data)}`);
  tokens.set(email, { token, at: Date.now() });
  return token;
}

/** Sets or clears an organisation's two-factor mandate as the super user. */
export async function setTwoFactorMandate(
  request: APIRequestContext,
  wcmsId: string,
  method: 'email' | 'authenticator' | null,
): Promise<void> {
  const token = await apiToken(request, ACCOUNTS.super);
  const result = await gql(
    request,
    'mutation SetTwoFactorMandate($w: ID!, $m: TwoFactorCodeType) { setTwoFactorMandate(wcmsId: $w, method: $m) { wcmsId } }',
    { w: wcmsId, m: method },
    token,
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
}

/** The newest messages the embedded outbox holds for a recipient, newest first (read as the super user). */
export async function outboxMessages(
  request: APIRequestContext,
  recipient: string,
  limit: number,
): Promise<{ subject: string | null; body: string }[]> {
  const token = await apiToken(request, ACCOUNTS.super);
  const result = await gql<{ outboxMessages: { subject: string | null; body: string }[] }>(
    request,
    'query Outbox($r: String, $l: Int) { outboxMessages(recipient: $r, limit: $l) { subject body } }',
    { r: recipient, l: limit },
    token,
  );
  return result.data?.outboxMessages ?? [];
}

/** The newest message the embedded outbox holds for a recipient (read as the super user). */
export async function latestOutboxMessage(
  request: APIRequestContext,
  recipient: string,
): Promise<{ subject: string | null; body: string } | null> {
  return (await outboxMessages(request, recipient, 1))[0] ?? null;
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as an authenticator app computes it. */
export function totp(secretBase32: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}

/**
 * A staff member of its own, for tests that change an account (lock it, change its password): the manager adds
 * them to the organisation (Riverside unless told) through the API, and they register from the emailed link with `password`, then sign out. Retried tests then
 * start from a fresh account instead of one an earlier attempt changed.
 */
export async function registeredStaff(
  page: Page,
  request: APIRequestContext,
  password: string,
  wcmsId: 1001 | 1002 = 1001,
): Promise<string> {
  const email = `staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@carebridge.nhs.uk`;
  const token = await apiToken(request, ACCOUNTS.manager);
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { wcms_id: wcmsId, email, forename: 'Robin', surname: 'Fresh', role: 'editor' },
  });
  if (created.status() !== 201) throw new Error(`adding ${email} failed: ${await created.text()}`);
  const invitation = await latestOutboxMessage(request, email);
  const link = /https?:\/\/\S+\/full\/welcome\/register\/[\w-]+/.exec(invitation?.body ?? '')?.[0];
  if (!link) throw new Error(`no registration link for ${email}: ${invitation?.body}`);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Fresh');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // registering signs them in (unless a second factor is mandated): sign out again, so the test starts at the
  // sign-in screen
  const signInScreen = /\/(login|full\/welcome\/login)$/;
  await page.waitForURL((url) => url.pathname.startsWith('/full/messages/list') || signInScreen.test(url.pathname));
  if (!signInScreen.test(new URL(page.url()).pathname)) {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(signInScreen);
  }
  return email;
}
