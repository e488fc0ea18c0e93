import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { requestAttachments, requests } from '../messages/index.js';
import { adhocVideos } from '../adhoc-video/index.js';
import { attachTasks } from '../attach-tasks/index.js';
import { groups } from '../groups/index.js';
import { retentionDeletions, scheduledJobRuns } from './tables.js';
import { nightlyRetentionPass, runRetentionDeletion } from './service.js';
import { INFORMATION_GOVERNANCE_MESSAGES } from './rules.js';

const SUPER = 1;
const MANAGER = 4; // advanced at Riverside and Hillview
const HILLVIEW = 1002;
const DAY = 86_400_000;

// 2026-03-02: the demo requests (completed in February 2026) are younger than every retention used below
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
let pool: number;
beforeAll(async () => {
  t = await createTestApp({ clock });
  const [group] = await t.database.db.select().from(groups).where(eq(groups.wcmsId, HILLVIEW)).limit(1);
  pool = group!.id;
});
afterAll(async () => t.close());
beforeEach(async () => {
  clock.set(new Date('2026-03-02T09:00:00Z'));
  // every test starts from the saved defaults, at Hillview
  await gql(
    t,
    UPDATE,
    { w: String(HILLVIEW), input: retention(8, 'years', 8, 'years') },
    { token: await token(MANAGER) },
  );
});

const tokens = new Map<number, string>();
async function token(userId: number) {
  if (!tokens.has(userId)) tokens.set(userId, (await t.signIn(userId)).bearerToken);
  return tokens.get(userId)!;
}
const as = async (userId: number, query: string, variables: Record<string, unknown>) =>
  gql<Json>(t, query, variables, { token: await token(userId) });

const GET =
  'query InformationGovernance($w: ID!) { informationGovernance(wcmsId: $w) { wcmsId client { value unit } consult { value unit } } }';
const UPDATE =
  'mutation UpdateInformationGovernance($w: ID!, $input: InformationGovernanceInput!) { updateInformationGovernance(wcmsId: $w, input: $input) { client { value unit } consult { value unit } } }';
const PREVIEW =
  'query RetentionDeletionPreview($w: ID!, $input: InformationGovernanceInput!) { retentionDeletionPreview(wcmsId: $w, input: $input) { requests consults } }';
const RUN = 'mutation RunRetentionDeletion($w: ID) { runRetentionDeletion(wcmsId: $w) { runId requests consults } }';

const retention = (client: number, clientUnit: string, consult: number, consultUnit: string) => ({
  client: { value: client, unit: clientUnit },
  consult: { value: consult, unit: consultUnit },
});

async function addRequest(completedDaysAgo: number | null, options: { files?: number } = {}) {
  const now = clock.now();
  const at = new Date(now.getTime() - (completedDaysAgo ?? 1000) * DAY);
  const [row] = await t.database.db
    .insert(requests)
    .values({
      wcmsId: HILLVIEW,
      type: 'admin',
      status: completedDaysAgo === null ? 'triaged' : 'completed',
      subject: 'Retention test',
      receivedAt: at,
      updatedAt: at,
      poolId: pool,
      patientName: 'Test Patient',
      completedAt: completedDaysAgo === null ? null : at,
    })
    .returning();
  for (let i = 0; i < (options.files ?? 0); i++) {
    await t.database.db.insert(requestAttachments).values({
      requestId: row!.id,
      name: `file-${i}.txt`,
      mimeType: 'text/plain',
      size: 1,
      direction: 'from_patient',
      content: Buffer.from('x'),
      createdAt: at,
    });
  }
  return row!.id;
}

async function addConsult(endedDaysAgo: number, completed = true) {
  const at = new Date(clock.now().getTime() - endedDaysAgo * DAY);
  const [row] = await t.database.db
    .insert(adhocVideos)
    .values({
      uid: `retention-${Math.random().toString(36).slice(2)}`,
      wcmsId: HILLVIEW,
      patientNhsNumber: '9991000003',
      patientDetails: {},
      appointmentDt: at,
      expiresDt: at,
      room: 'room',
      roomKey: 'key',
      provider: 'embedded',
      endedDt: at,
      completed,
      createdAt: at,
    })
    .returning();
  return row!.id;
}

const exists = async (ids: number[]) =>
  (await t.database.db.select({ id: requests.id }).from(requests).where(inArray(requests.id, ids))).map((r) => r.id);

describe('information governance settings', () => {
  it('shows the defaults, saves a valid retention and refuses what spec §5 forbids, field by field', async () => {
    const fresh = await as(MANAGER, GET, { w: '1001' });
    expect(fresh.data?.informationGovernance).toEqual({
      wcmsId: '1001',
      client: { value: 8, unit: 'years' },
      consult: { value: 8, unit: 'years' },
    });
    const saved = await as(MANAGER, UPDATE, { w: String(HILLVIEW), input: retention(24, 'months', 1, 'years') });
    expect(saved.data?.updateInformationGovernance).toEqual(retention(24, 'months', 1, 'years'));
    expect((await as(MANAGER, GET, { w: String(HILLVIEW) })).data?.informationGovernance.client).toEqual({
      value: 24,
      unit: 'months',
    });

    const required = await as(MANAGER, UPDATE, { w: String(HILLVIEW), input: retention(0, 'days', 501, 'days') });
    expect(required.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(required.errors?.[0]?.extensions?.fields).toEqual({
      'client.value': INFORMATION_GOVERNANCE_MESSAGES.clientRequired,
      'consult.value': INFORMATION_GOVERNANCE_MESSAGES.consultRequired,
    });
    const shorter = await as(MANAGER, UPDATE, { w: String(HILLVIEW), input: retention(11, 'months', 1, 'years') });
    expect(shorter.errors?.[0]?.extensions?.fields).toEqual({
      'client.value': INFORMATION_GOVERNANCE_MESSAGES.clientShorter,
    });
    // the refused saves changed nothing
    expect((await as(MANAGER, GET, { w: String(HILLVIEW) })).data?.informationGovernance.client).toEqual({
      value: 24,
      unit: 'months',
    });
    // an equal retention is allowed (a year is 12 months of 30 days and 5 days more: 365 days is a year)
    expect(
      (await as(MANAGER, UPDATE, { w: String(HILLVIEW), input: retention(365, 'days', 1, 'years') })).errors,
    ).toBeUndefined();
  });

  it('counts what the next run would delete under a proposed retention, without deleting anything', async () => {
    const old = await addRequest(400);
    const recent = await addRequest(100);
    const consult = await addConsult(400);
    const preview = await as(MANAGER, PREVIEW, { w: String(HILLVIEW), input: retention(1, 'years', 1, 'years') });
    expect(preview.data?.retentionDeletionPreview).toEqual({ requests: 1, consults: 1 });
    const shorter = await as(MANAGER, PREVIEW, { w: String(HILLVIEW), input: retention(90, 'days', 90, 'days') });
    expect(shorter.data?.retentionDeletionPreview).toEqual({ requests: 2, consults: 1 });
    expect(await exists([old, recent])).toHaveLength(2);
    const bad = await as(MANAGER, PREVIEW, { w: String(HILLVIEW), input: retention(501, 'days', 1, 'days') });
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      'client.value': INFORMATION_GOVERNANCE_MESSAGES.clientRequired,
    });
    await t.database.db.delete(requests).where(inArray(requests.id, [old, recent]));
    await t.database.db.delete(adhocVideos).where(eq(adhocVideos.id, consult));
  });
});

describe('the deletion job', () => {
  it('deletes completed records and their files past retention, audits each, and keeps open or awaiting ones', async () => {
    await as(MANAGER, UPDATE, { w: String(HILLVIEW), input: retention(1, 'years', 6, 'months') });
    const old = await addRequest(400, { files: 2 });
    const newer = await addRequest(300);
    const open = await addRequest(null);
    const awaiting = await addRequest(500);
    const now = clock.now();
    await t.database.db.insert(attachTasks).values({
      wcmsId: HILLVIEW,
      messageIds: [awaiting],
      type: 'retry',
      clinicalSystem: 'systmone',
      state: 'final_failure',
      payload: { title: 'Request' },
      createdAt: now,
      updatedAt: now,
    });
    const oldConsult = await addConsult(200);
    const newConsult = await addConsult(100);
    const unfinished = await addConsult(400, false);

    const result = await runRetentionDeletion({ db: t.database.db, clock });
    expect(result).toMatchObject({ requests: 1, consults: 1 });
    expect(await exists([old, newer, open, awaiting])).toEqual(expect.arrayContaining([newer, open, awaiting]));
    expect(await exists([old])).toEqual([]);
    const files = await t.database.db.select().from(requestAttachments).where(eq(requestAttachments.requestId, old));
    expect(files).toEqual([]);
    const videos = await t.database.db
      .select({ id: adhocVideos.id })
      .from(adhocVideos)
      .where(inArray(adhocVideos.id, [oldConsult, newConsult, unfinished]));
    expect(videos.map((v) => v.id).sort()).toEqual([newConsult, unfinished].sort());

    const audit = await t.database.db
      .select()
      .from(retentionDeletions)
      .where(eq(retentionDeletions.runId, result.runId));
    expect(audit.map((a) => ({ kind: a.kind, recordId: a.recordId, files: a.filesDeleted }))).toEqual(
      expect.arrayContaining([
        { kind: 'request', recordId: old, files: 2 },
        { kind: 'consult', recordId: oldConsult, files: 0 },
      ]),
    );
    expect(audit).toHaveLength(2);
    expect(audit.find((a) => a.kind === 'request')?.reference).toMatch(/^RQ-\d{6}$/);
    // the demo requests, completed in February, are inside every retention used here
    const demoCompleted = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(requests)
      .where(and(eq(requests.wcmsId, HILLVIEW), eq(requests.status, 'completed')));
    expect(Number(demoCompleted[0]!.n)).toBeGreaterThan(0);
  });

  it('is safe to run on two nodes at once: every record is deleted and audited exactly once', async () => {
    await as(MANAGER, UPDATE, { w: String(HILLVIEW), input: retention(30, 'days', 30, 'days') });
    const ids: number[] = [];
    for (let i = 0; i < 230; i++) ids.push(await addRequest(40 + (i % 5)));
    const [a, b] = await Promise.all([
      runRetentionDeletion({ db: t.database.db, clock }, { wcmsIds: [HILLVIEW] }),
      runRetentionDeletion({ db: t.database.db, clock }, { wcmsIds: [HILLVIEW] }),
    ]);
    expect(a.requests + b.requests).toBeGreaterThanOrEqual(230);
    expect(await exists(ids)).toEqual([]);
    const audit = await t.database.db
      .select({ recordId: retentionDeletions.recordId })
      .from(retentionDeletions)
      .where(and(inArray(retentionDeletions.runId, [a.runId, b.runId]), eq(retentionDeletions.kind, 'request')));
    const audited = audit.map((r) => r.recordId);
    expect(audited).toHaveLength(a.requests + b.requests);
    expect(new Set(audited).size).toBe(audited.length);
    expect(audited).toEqual(expect.arrayContaining(ids));
  });

  it('runs once a night, from 02:00 UK time, on whichever node claims the night first', async () => {
    await as(MANAGER, UPDATE, { w: String(HILLVIEW), input: retention(30, 'days', 30, 'days') });
    clock.set(new Date('2026-03-10T01:30:00Z'));
    const first = await addRequest(60);
    expect(await nightlyRetentionPass({ db: t.database.db, clock })).toBeNull();
    expect(await exists([first])).toEqual([first]);
    clock.set(new Date('2026-03-10T02:05:00Z'));
    const [nodeA, nodeB] = await Promise.all([
      nightlyRetentionPass({ db: t.database.db, clock }),
      nightlyRetentionPass({ db: t.database.db, clock }),
    ]);
    expect([nodeA, nodeB].filter((r) => r !== null)).toHaveLength(1);
    expect(await exists([first])).toEqual([]);
    // later that night nothing runs again, the next night it does
    const second = await addRequest(60);
    clock.set(new Date('2026-03-10T23:00:00Z'));
    expect(await nightlyRetentionPass({ db: t.database.db, clock })).toBeNull();
    clock.set(new Date('2026-03-11T02:00:00Z'));
    expect(await nightlyRetentionPass({ db: t.database.db, clock })).toMatchObject({ requests: 1 });
    expect(await exists([second])).toEqual([]);
    const runs = await t.database.db.select().from(scheduledJobRuns);
    expect(runs.map((r) => r.runOn).sort()).toEqual(['2026-03-10', '2026-03-11']);
    expect(runs.every((r) => r.finishedAt !== null)).toBe(true);
  });

  it('can be run now by a super user only', async () => {
    await as(MANAGER, UPDATE, { w: String(HILLVIEW), input: retention(30, 'days', 30, 'days') });
    const id = await addRequest(45);
    const refused = await as(MANAGER, RUN, { w: String(HILLVIEW) });
    expect(refused.errors?.[0]).toMatchObject({
      message: INFORMATION_GOVERNANCE_MESSAGES.superUserOnly,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await exists([id])).toEqual([id]);
    const run = await as(SUPER, RUN, { w: String(HILLVIEW) });
    expect(run.data?.runRetentionDeletion).toMatchObject({ requests: 1, consults: 0 });
    expect(await exists([id])).toEqual([]);
  });
});
