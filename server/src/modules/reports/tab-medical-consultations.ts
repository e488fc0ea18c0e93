import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';
import { percentiles } from './percentiles.js';
import { figuresOf, inRange, ROLLUP, rows, table, tableOf } from './query.js';
import { PRIORITIES, type TabParts } from './types.js';

/** One period's medical requests: counts from the per-day rollup, completion times and attach tasks direct. */
async function figuresFor(db: Db, w: number, q: Period) {
  const medical = sql`r.wcms_id = ${w} and r.type = 'medical' and ${inRange(sql`r.received_at`, q)}`;
  const [counts, times, sent] = await Promise.all([
    rows(
      db,
      sql`select coalesce(sum(d.n), 0)::float8 as "requests",
        coalesce(sum(d.n) filter (where d.extra = 'completed'), 0)::float8 as "completed" from ${ROLLUP(w, 'medical', q)}`,
    ),
    // completion times: the duration buckets of the medical requests (percentiles.ts)
    percentiles(db, w, 'done', q, [0.5, 0.9], 'medical').then(([median, p90]) => ({
      completionMedianHours: median,
      completionP90Hours: p90,
    })),
    // sent to the clinical system: from the organisation's attach tasks to their requests (far fewer than requests)
    rows(
      db,
      sql`select count(distinct r.id)::float8 as "sentToClinical"
        from attach_tasks a cross join lateral unnest(a.message_ids) m(id) join requests r on r.id = m.id
        where a.wcms_id = ${w} and ${medical}`,
    ),
  ]);
  return { ...counts[0], ...times, ...sent[0] };
}

/**
 * Medical requests by problem, priority, assignee and group (the per-day rollup, tables.ts; names joined now, so a
 * renamed group or colleague shows by their name today); completion times; how many were sent to the clinical
 * system.
 */
export async function medicalConsultations(db: Db, w: number, c: Period, p: Period): Promise<TabParts> {
  const [now, before] = await Promise.all([figuresFor(db, w, c), figuresFor(db, w, p)]);
  const figs = figuresOf(
    {
      requests: 'count',
      completed: 'count',
      sentToClinical: 'count',
      completionMedianHours: 'hours',
      completionP90Hours: 'hours',
    },
    now,
    before,
  );
  const tables = await Promise.all([
    table(
      db,
      c,
      p,
      { key: 'byProblem', kind: 'category' },
      (q) =>
        sql`select d.label, sum(d.n)::int as value from ${ROLLUP(w, 'medical_problem', q)} group by 1 having sum(d.n) <> 0`,
    ),
    (async () => {
      const query = (q: Period) =>
        sql`select d.label, sum(d.n)::int as value from ${ROLLUP(w, 'medical', q)} group by 1 having sum(d.n) <> 0`;
      const [a, b] = await Promise.all([rows(db, query(c)), rows(db, query(p))]);
      return tableOf(c, p, { key: 'byPriority', kind: 'category', order: PRIORITIES }, a, b);
    })(),
    table(
      db,
      c,
      p,
      { key: 'byAssignee', kind: 'category' },
      (q) =>
        sql`select coalesce(u.forename || ' ' || u.surname, '') as label, sum(d.n)::int as value
        from ${ROLLUP(w, 'medical_assignee', q)}
        left join users u on d.label <> '' and u.id = nullif(d.label, '')::int
        group by 1 having sum(d.n) <> 0`,
    ),
    table(
      db,
      c,
      p,
      { key: 'byGroup', kind: 'category' },
      (q) =>
        sql`select g.name as label, sum(d.n)::int as value from ${ROLLUP(w, 'medical_group', q)}
        join groups g on g.id = d.label::int group by 1 having sum(d.n) <> 0`,
    ),
  ]);
  return { figures: figs, tables };
}
