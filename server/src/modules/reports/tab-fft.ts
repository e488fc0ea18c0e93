import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';
import { DAY_IN, escapeLike, figures, inRange, rows, table } from './query.js';
import { FFT_ANSWERS, type TabParts } from './types.js';

export async function fft(db: Db, w: number, c: Period, p: Period, search: string | null): Promise<TabParts> {
  const answered = (q: Period) => sql`f.wcms_id = ${w} and f.answer is not null and ${inRange(sql`f.answered_at`, q)}`;
  const sent = (q: Period) => sql`f.wcms_id = ${w} and f.sent_at is not null and ${inRange(sql`f.sent_at`, q)}`;
  // NHS England: percentage positive = (very good + good) / all responses, "don't know" included
  const figs = await figures(
    db,
    c,
    p,
    { answers: 'count', positiveShare: 'percent', invitationsSent: 'count', responseRate: 'percent' },
    (q) => sql`select
        (select count(*) from fft_invitations f where ${answered(q)})::float8 as "answers",
        (select case when count(*) = 0 then null else 100.0 * count(*) filter (where f.answer <= 2) / count(*) end
          from fft_invitations f where ${answered(q)})::float8 as "positiveShare",
        (select count(*) from fft_invitations f where ${sent(q)})::float8 as "invitationsSent",
        (select case when count(*) = 0 then null else 100.0 * count(f.answered_at) / count(*) end
          from fft_invitations f where ${sent(q)})::float8 as "responseRate"`,
  );
  const tables = await Promise.all([
    table(
      db,
      c,
      p,
      { key: 'byAnswer', kind: 'category', order: FFT_ANSWERS },
      (q) =>
        sql`select (array['very_good','good','neither','poor','very_poor','dont_know'])[f.answer] as label, count(*)::int as value
        from fft_invitations f where ${answered(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'answersByDay', kind: 'day' },
      (q) =>
        sql`select ${DAY_IN(sql`f.answered_at`, q)} as label, count(*)::int as value from fft_invitations f where ${answered(q)} group by 1`,
    ),
  ]);
  const like = search ? sql` and f.comment ilike ${`%${escapeLike(search)}%`}` : sql``;
  const comments = await rows<{ at: Date | string; category: string; text: string }>(
    db,
    sql`select f.answered_at as at, (array['very_good','good','neither','poor','very_poor','dont_know'])[f.answer] as category,
        f.comment as text from fft_invitations f where ${answered(c)} and f.comment is not null and f.comment <> ''${like}
      order by f.answered_at desc, f.id desc limit 200`,
  );
  return { figures: figs, tables, comments };
}
