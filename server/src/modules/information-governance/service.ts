import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { retentionCutoff } from '@contracts/rules/retention.js';
import { ukDay } from '@contracts/rules/uk-time.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../context.js';
import { validationFailed } from '../../auth/problems.js';
import { informationGovernanceSettings, scheduledJobRuns } from './tables.js';
import {
  DEFAULT_RETENTION,
  DELETION_BATCH,
  NIGHTLY_RUN_HOUR,
  retentionErrors,
  type RetentionSettings,
} from './rules.js';

export const RETENTION_JOB = 'retention-deletion';

/** The organisation's retention (the defaults when never saved). */
export async function getRetention(db: Db, wcmsId: number): Promise<RetentionSettings> {
  const [row] = await db
    .select()
    .from(informationGovernanceSettings)
    .where(eq(informationGovernanceSettings.wcmsId, wcmsId))
    .limit(1);
  if (!row) return DEFAULT_RETENTION;
  return {
    client: { value: row.clientRetentionValue, unit: row.clientRetentionUnit },
    consult: { value: row.consultRetentionValue, unit: row.consultRetentionUnit },
  };
}

/** Saves the retention after the rules of spec §5 (400 VALIDATION_FAILED with per-field messages). */
export async function saveRetention(
  db: Db,
  wcmsId: number,
  input: RetentionSettings,
  by: { userId: number; now: Date },
): Promise<RetentionSettings> {
  const errors = retentionErrors(input);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const values = {
    clientRetentionValue: input.client.value,
    clientRetentionUnit: input.client.unit,
    consultRetentionValue: input.consult.value,
    consultRetentionUnit: input.consult.unit,
    updatedAt: by.now,
    updatedBy: by.userId,
  };
  await db
    .insert(informationGovernanceSettings)
    .values({ wcmsId, ...values })
    .onConflictDoUpdate({ target: informationGovernanceSettings.wcmsId, set: values });
  return getRetention(db, wcmsId);
}

// A record waiting to be attached to the clinical system (queued, retried, or in the unattached items queue after
// its final failure) is never deleted: its attach task names it in message_ids.
const notAwaitingAttach = (alias: SQL) => sql`not exists (
  select 1 from attach_tasks t where t.wcms_id = ${alias}.wcms_id
  and t.state in ('queued', 'failed', 'final_failure') and t.message_ids @> array[${alias}.id])`;

/** Completed requests of the organisation past the client retention at `now`. */
const dueRequests = (wcmsId: number, cutoff: Date) =>
  sql`r.wcms_id = ${wcmsId} and r.status = 'completed' and r.completed_at is not null
    and r.completed_at < ${cutoff.toISOString()} and ${notAwaitingAttach(sql`r`)}`;

/** Completed video consultations (Carebridge Consult) past the consult retention at `now`. */
const dueConsults = (wcmsId: number, cutoff: Date) =>
  sql`v.wcms_id = ${wcmsId} and v.completed
    and coalesce(v.ended_dt, v.appointment_dt) < ${cutoff.toISOString()} and ${notAwaitingAttach(sql`v`)}`;

export type DeletionCounts = { requests: number; consults: number };

/** The rows of a raw statement, whichever driver ran it (both give { rows }). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const count = (result: unknown) => Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);

/** How many records a run at `now` would delete under the given retention (the panel shows it before a save). */
export async function countDue(
  db: Db,
  wcmsId: number,
  retention: RetentionSettings,
  now: Date,
): Promise<DeletionCounts> {
  const requests = await db.execute(
    sql`select count(*)::int as n from requests r where ${dueRequests(wcmsId, retentionCutoff(retention.client, now))}`,
  );
  const consults = await db.execute(
    sql`select count(*)::int as n from adhoc_videos v where ${dueConsults(wcmsId, retentionCutoff(retention.consult, now))}`,
  );
  return { requests: count(requests), consults: count(consults) };
}

/**
 * Deletes one batch of the organisation's requests past retention, with their files (attachments cascade), and
 * writes one audit row per request, in one statement. The batch is claimed with SKIP LOCKED, so two runs at once
 * (two nodes) never take the same request: each is deleted, and audited, once. Returns how many were deleted.
 */
async function deleteRequestBatch(db: Db, wcmsId: number, cutoff: Date, runId: string, now: Date): Promise<number> {
  const result = await db.execute(sql`with doomed as (
      select r.id from requests r where ${dueRequests(wcmsId, cutoff)}
      order by r.id limit ${DELETION_BATCH} for update of r skip locked),
    gone as (
      delete from requests d where d.id in (select id from doomed)
      returning d.id, d.wcms_id, d.reference, d.completed_at,
        (select count(*)::int from request_attachments a where a.request_id = d.id) as files)
    insert into retention_deletions (run_id, wcms_id, kind, record_id, reference, completed_at, files_deleted, deleted_at)
    select ${runId}, wcms_id, 'request', id, reference, completed_at, files, ${now.toISOString()} from gone
    returning id`);
  return rowsOf(result).length;
}

async function deleteConsultBatch(db: Db, wcmsId: number, cutoff: Date, runId: string, now: Date): Promise<number> {
  const result = await db.execute(sql`with doomed as (
      select v.id from adhoc_videos v where ${dueConsults(wcmsId, cutoff)}
      order by v.id limit ${DELETION_BATCH} for update of v skip locked),
    gone as (
      delete from adhoc_videos d where d.id in (select id from doomed)
      returning d.id, d.wcms_id, coalesce(d.ended_dt, d.appointment_dt) as completed_at)
    insert into retention_deletions (run_id, wcms_id, kind, record_id, reference, completed_at, files_deleted, deleted_at)
    select ${runId}, wcms_id, 'consult', id, null, completed_at, 0, ${now.toISOString()} from gone
    returning id`);
  return rowsOf(result).length;
}

export type DeletionDeps = { db: Db; clock: Clock };

/**
 * One run of the deletion job over every organisation (or the given ones): completed requests and consults past
 * their retention, in batches, until none is left. Open requests and those waiting to be attached stay.
 */
export async function runRetentionDeletion(
  deps: DeletionDeps,
  options: { runId?: string; wcmsIds?: number[] } = {},
): Promise<DeletionCounts & { runId: string }> {
  const runId = options.runId ?? randomUUID();
  const now = deps.clock.now();
  const organisations =
    options.wcmsIds ??
    rowsOf<{ wcms_id: number }>(await deps.db.execute(sql`select wcms_id from organisations order by wcms_id`)).map(
      (r) => Number(r.wcms_id),
    );
  const totals = { requests: 0, consults: 0 };
  for (const wcmsId of organisations) {
    const retention = await getRetention(deps.db, wcmsId);
    const clientCutoff = retentionCutoff(retention.client, now);
    const consultCutoff = retentionCutoff(retention.consult, now);
    for (;;) {
      const n = await deleteRequestBatch(deps.db, wcmsId, clientCutoff, runId, now);
      totals.requests += n;
      if (n < DELETION_BATCH) break;
    }
    for (;;) {
      const n = await deleteConsultBatch(deps.db, wcmsId, consultCutoff, runId, now);
      totals.consults += n;
      if (n < DELETION_BATCH) break;
    }
  }
  return { runId, ...totals };
}

const UK_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' });

/**
 * The nightly pass (spec §9 'nightly deletion schedule'): from 02:00 UK time, the first node to claim tonight's
 * row in scheduled_job_runs runs the job; every other node (and every later pass that night) finds it claimed.
 * Returns what was deleted, or null when there was nothing to run.
 */
export async function nightlyRetentionPass(deps: DeletionDeps): Promise<(DeletionCounts & { runId: string }) | null> {
  const now = deps.clock.now();
  if (Number(UK_HOUR.format(now)) < NIGHTLY_RUN_HOUR) return null;
  const runId = randomUUID();
  const claimed = await deps.db
    .insert(scheduledJobRuns)
    .values({ job: RETENTION_JOB, runOn: ukDay(now), runId, startedAt: now })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return null;
  const result = await runRetentionDeletion(deps, { runId });
  await deps.db
    .update(scheduledJobRuns)
    .set({ finishedAt: deps.clock.now(), deleted: result.requests + result.consults })
    .where(and(eq(scheduledJobRuns.job, RETENTION_JOB), eq(scheduledJobRuns.runOn, ukDay(now))));
  return result;
}
