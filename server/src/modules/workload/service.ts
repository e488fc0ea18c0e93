import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organisationDailyLimits } from '../messages/index.js';
import type { RequestType } from '../messages/index.js';

export type WorkloadPeriod = { received: number; completed: number };
export type Workload = {
  /** UK day. */
  today: WorkloadPeriod;
  /** Monday to now, UK. */
  week: WorkloadPeriod;
  open: number;
  byGroup: { groupId: number; name: string; open: number }[];
  byAssignee: { userId: number; name: string; open: number }[];
  /** When the longest-waiting open request came in, or null with none open. */
  oldestWaiting: Date | null;
  dailyLimits: { requestType: RequestType; limit: number | null; usedToday: number }[];
};

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const UK = (column: SQL) => sql`(${column} at time zone 'Europe/London')`;

/**
 * The organisation's workload now (console area workload dashboard, spec §1): requests received and completed
 * today and this week (UK), those open, by group and by assignee, the oldest waiting, and each daily limit used.
 */
export async function organisationWorkload(db: Db, wcmsId: number, now: Date): Promise<Workload> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const day = sql`${UK(at)}::date`;
  const week = sql`date_trunc('week', ${UK(at)})::date`;
  const [counts] = await rows<{
    received_today: number;
    received_week: number;
    completed_today: number;
    completed_week: number;
    open: number;
    oldest: string | Date | null;
  }>(
    db,
    sql`select
      count(*) filter (where ${UK(sql`r.received_at`)}::date = ${day})::int as received_today,
      count(*) filter (where ${UK(sql`r.received_at`)}::date >= ${week})::int as received_week,
      count(*) filter (where r.completed_at is not null and ${UK(sql`r.completed_at`)}::date = ${day})::int as completed_today,
      count(*) filter (where r.completed_at is not null and ${UK(sql`r.completed_at`)}::date >= ${week})::int as completed_week,
      count(*) filter (where r.status <> 'completed')::int as open,
      min(r.received_at) filter (where r.status <> 'completed') as oldest
    from requests r where r.wcms_id = ${wcmsId}`,
  );
  const byGroup = await rows<{ group_id: number; name: string; open: number }>(
    db,
    sql`select g.id as group_id, g.name, count(r.id)::int as open
      from groups g left join requests r on r.pool_id = g.id and r.status <> 'completed'
      where g.wcms_id = ${wcmsId} and g.active
      group by g.id, g.name order by open desc, g.name`,
  );
  const byAssignee = await rows<{ user_id: number; name: string; open: number }>(
    db,
    sql`select u.id as user_id, u.forename || ' ' || u.surname as name, count(*)::int as open
      from requests r join users u on u.id = r.assigned_user_id
      where r.wcms_id = ${wcmsId} and r.status <> 'completed'
      group by u.id, u.forename, u.surname order by open desc, name`,
  );
  const c = counts!;
  return {
    today: { received: c.received_today, completed: c.completed_today },
    week: { received: c.received_week, completed: c.completed_week },
    open: c.open,
    byGroup: byGroup.map((g) => ({ groupId: g.group_id, name: g.name, open: g.open })),
    byAssignee: byAssignee.map((a) => ({ userId: a.user_id, name: a.name, open: a.open })),
    oldestWaiting: c.oldest ? new Date(c.oldest) : null,
    dailyLimits: await organisationDailyLimits(db, wcmsId, now),
  };
}
