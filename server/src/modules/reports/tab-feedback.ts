import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';
import { escapeLike, figures, inRange, rows, table } from './query.js';
import { type TabParts } from './types.js';

export async function feedbackTab(db: Db, w: number, c: Period, p: Period, search: string | null): Promise<TabParts> {
  const given = (q: Period) => sql`f.wcms_id = ${w} and ${inRange(sql`f.created_at`, q)}`;
  const figs = await figures(
    db,
    c,
    p,
    { staffFeedback: 'count', patientRatings: 'count', averageRating: 'count' },
    (q) => sql`select count(*) filter (where f.source = 'staff')::float8 as "staffFeedback",
        count(f.rating) filter (where f.source = 'patient')::float8 as "patientRatings",
        avg(f.rating) filter (where f.source = 'patient')::float8 as "averageRating"
      from feedback f where ${given(q)}`,
  );
  const tables = await Promise.all([
    table(
      db,
      c,
      p,
      { key: 'ratings', kind: 'category', order: ['5', '4', '3', '2', '1'] },
      (q) =>
        sql`select f.rating::text as label, count(*)::int as value from feedback f
        where ${given(q)} and f.source = 'patient' and f.rating is not null group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'staffByPage', kind: 'category' },
      (q) =>
        sql`select coalesce(f.page, '') as label, count(*)::int as value from feedback f
        where ${given(q)} and f.source = 'staff' group by 1`,
    ),
  ]);
  const like = search ? sql` and f.comment ilike ${`%${escapeLike(search)}%`}` : sql``;
  const comments = await rows<{ at: Date | string; category: string; text: string }>(
    db,
    sql`select f.created_at as at, case when f.source = 'staff' then coalesce(f.page, '') else 'patient' end as category,
        f.comment as text from feedback f where ${given(c)} and f.comment is not null and f.comment <> ''${like}
      order by f.created_at desc, f.id desc limit 200`,
  );
  return { figures: figs, tables, comments };
}
