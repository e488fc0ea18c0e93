import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eq, inArray, sql } from 'drizzle-orm';
import { nhsCheckDigit } from '@contracts/rules/identifiers.js';
import { openPglite, openPostgres, type Database } from './client.js';
import { outboxMessages } from '../providers/messaging/tables.js';
import { outboundRecipients } from '../modules/outbound/index.js';
import {
  killServerProcess,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../test/server-process.js';

/**
 * Fault tolerance, proved (issue 21): the server process is killed (SIGKILL: no shutdown hooks) while a 2,000-recipient
 * outbound message is being sent and notes are being posted, then started again on the same data (the PGlite data
 * directory, or the PostgreSQL database when DATABASE_URL is set). Every note the server acknowledged is there once,
 * every recipient is sent exactly once (none twice, none lost), and the database opens cleanly.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const RECIPIENTS = 2_000;
const RESUME_AFTER_MS = 5_000;
const TOKEN_SECRET = `kill-restart-test-secret-${randomUUID()}`;
const databaseName = `cb_kill_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

let env: Record<string, string>;
let dataDir = '';
let node: ServerProcess | null = null;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function openData(): Promise<Database> {
  return DATABASE_URL ? openPostgres(env.DATABASE_URL!) : openPglite({ dataDir });
}

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/graphql?operationName=Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'Login',
      query: `mutation Login($username: String!, $password: String!) {
        login(username: $username, password: $password) { bearerToken } }`,
      variables: { username, password: 'Carebridge-demo-1' },
    }),
  });
  const body = (await response.json()) as { data?: { login?: { bearerToken?: string } } };
  const token = body.data?.login?.bearerToken;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return token;
}

async function api(url: string, token: string, method: string, path: string, payload?: unknown) {
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

/** 2,000 different patients: valid NHS numbers (Modulus 11) and mobile numbers. */
function recipients() {
  const out: { nhs_number: string; mobile: string; forename: string; surname: string }[] = [];
  for (let seed = 500_000_000; out.length < RECIPIENTS; seed++) {
    const nine = String(seed);
    const check = nhsCheckDigit(nine);
    if (check === null) continue;
    const i = out.length;
    out.push({
      nhs_number: `${nine}${check}`,
      // never ending in 000, which the embedded gateway fails on purpose
      mobile: `07123${String(i).padStart(5, '0')}1`,
      forename: `Patient${i}`,
      surname: 'Restart',
    });
  }
  return out;
}

const until = async (what: string, check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
};

describe(`the server killed mid-work and started again (${DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  beforeAll(async () => {
    if (DATABASE_URL) {
      await admin((client) => client.query(`create database ${databaseName}`));
      const url = new URL(DATABASE_URL);
      url.pathname = `/${databaseName}`;
      env = { DATABASE_URL: url.toString() };
    } else {
      dataDir = await mkdtemp(join(tmpdir(), 'carebridge-kill-'));
      env = { DATABASE_URL: '', DATA_DIR: dataDir };
    }
    // the restarted server resumes the killed one's claims after 5 s, not production's 30 s
    Object.assign(env, { TOKEN_SECRET, DEMO_HISTORY: 'off', OUTBOUND_RESUME_AFTER_MS: String(RESUME_AFTER_MS) });
  });

  afterAll(async () => {
    if (node) await killServerProcess(node);
    if (DATABASE_URL) await admin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
    else if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged note and sends every recipient exactly once', async () => {
    node = await startServerProcess(env);
    const reception = await signIn(node.url, 'reception@riverside.nhs.uk');
    const manager = await signIn(node.url, 'manager@riverside.nhs.uk');

    const created = await api(node.url, manager, 'POST', '/messages/wcms_id/1001', {
      telephone: '07700 900123',
      patient_nhs_number: '9991000003',
      enquiry_type: 'admin',
      admin_query: 'Test results',
      priority: 'routine',
    });
    expect(created.status).toBe(201);
    const requestId = created.body!.id as number;

    // due in 2 s: the outbound worker (every 2 s) claims and sends it while the notes below are being posted
    const outbound = await api(node.url, reception, 'POST', '/outbound/wcms_id/1001', {
      channel: 'sms',
      body: 'Your practice is running flu clinics on Saturday mornings.',
      recipients: recipients(),
      send_at: new Date(Date.now() + 2_000).toISOString(),
    });
    expect(outbound.status, JSON.stringify(outbound.body).slice(0, 500)).toBe(201);
    const outboundId = outbound.body!.id as number;

    const acknowledged: string[] = [];
    let posting = true;
    const notes = (async () => {
      for (let i = 0; posting; i++) {
        const body = `Kill-restart note ${i}`;
        try {
          const response = await api(node!.url, manager, 'PUT', `/my/messages/wcms_id/1001/${requestId}`, {
            action: 'note',
            body,
          });
          if (response.status === 200) acknowledged.push(body);
        } catch {
          return; // the server is gone
        }
      }
    })();
    // killed once the send has been claimed (or a little after), with notes in flight
    await new Promise((r) => setTimeout(r, 3_000 + Math.floor(Math.random() * 1_500)));
    const killed = node;
    await killServerProcess(killed);
    posting = false;
    await notes;
    expect(acknowledged.length).toBeGreaterThan(0);

    // started again on the same data: it opens, migrates (nothing to do) and carries on
    node = await startServerProcess(env);
    const after = await signIn(node.url, 'reception@riverside.nhs.uk');
    const manager2 = await signIn(node.url, 'manager@riverside.nhs.uk');
    // a claim the killed process never finished is resumed after OUTBOUND_RESUME_AFTER_MS (RESUME_AFTER_MS); the embedded
    // gateway then delivers every message within a few seconds
    await until(
      'every recipient is delivered',
      async () => {
        // the message's state sums up its recipients': delivered once every one of them is
        const detail = await api(node!.url, after, 'GET', `/outbound/wcms_id/1001/${outboundId}`);
        return detail.body?.recipients_total === RECIPIENTS && detail.body?.state === 'delivered';
      },
      120_000,
    );

    const detail = await api(node.url, manager2, 'GET', `/my/messages/wcms_id/1001/${requestId}`);
    const noteBodies = (detail.body!.thread as { kind: string; body: string }[])
      .filter((e) => e.kind === 'note')
      .map((e) => e.body);
    for (const body of acknowledged) expect(noteBodies.filter((b) => b === body)).toHaveLength(1);
    expect(new Set(noteBodies).size).toBe(noteBodies.length);

    expect(await stopServerProcess(node), node.output.join('').slice(-3000)).toBe(0);
    node = null;

    const database = await openData();
    try {
      const recipientIds = await database.db
        .select({ id: outboundRecipients.id })
        .from(outboundRecipients)
        .where(eq(outboundRecipients.requestId, outboundId));
      const references = recipientIds.map((r) => `outbound-recipient-${r.id}`);
      expect(references).toHaveLength(RECIPIENTS);
      const perRecipient = new Map<string, number>();
      for (let i = 0; i < references.length; i += 500) {
        const rows = await database.db
          .select({ reference: outboxMessages.reference, count: sql<number>`count(*)::int` })
          .from(outboxMessages)
          .where(inArray(outboxMessages.reference, references.slice(i, i + 500)))
          .groupBy(outboxMessages.reference);
        for (const row of rows) perRecipient.set(row.reference!, row.count);
      }
      const counts = references.map((r) => perRecipient.get(r) ?? 0);
      expect(counts.filter((c) => c === 0)).toHaveLength(0);
      expect(counts.filter((c) => c > 1)).toHaveLength(0);
    } finally {
      await database.close();
    }
  }, 300_000);
});
