import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';
import { DAY_IN, figures, inRange, table } from './query.js';
import { type TabParts } from './types.js';

export async function transactions(db: Db, w: number, c: Period, p: Period): Promise<TabParts> {
  const logged = (q: Period) => sql`l.wcms_id = ${w} and ${inRange(sql`l.created_at`, q)}`;
  const figs = await figures(
    db,
    c,
    p,
    {
      calls: 'count',
      successRate: 'percent',
      errors: 'count',
      responseP50: 'milliseconds',
      responseP95: 'milliseconds',
    },
    (q) => sql`select count(*)::float8 as "calls",
        case when count(*) = 0 then null else 100.0 * count(*) filter (where l.success) / count(*) end::float8 as "successRate",
        count(*) filter (where not l.success)::float8 as "errors",
        percentile_cont(0.5) within group (order by l.response_time_ms)::float8 as "responseP50",
        percentile_cont(0.95) within group (order by l.response_time_ms)::float8 as "responseP95"
      from transaction_log l where ${logged(q)}`,
  );
  const tables = await Promise.all([
    table(
      db,
      c,
      p,
      { key: 'byMethod', kind: 'category' },
      (q) => sql`select l.method as label, count(*)::int as value from transaction_log l where ${logged(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'byDay', kind: 'day' },
      (q) =>
        sql`select ${DAY_IN(sql`l.created_at`, q)} as label, count(*)::int as value from transaction_log l where ${logged(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'errorsByMessage', kind: 'category' },
      (q) =>
        sql`select coalesce(nullif(l.error, ''), '') as label, count(*)::int as value from transaction_log l
        where ${logged(q)} and not l.success group by 1`,
    ),
  ]);
  return { figures: figs, tables };
}
