import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';
import { inRange, rows } from './query.js';

const DAY = 86_400_000;
const EPOCH = Date.UTC(1900, 0, 1);
/** The highest level of the duration counts' day blocks (2^8 = 256 days; report_day_block in the migration). */
const TOP_LEVEL = 8;

/**
 * The day blocks that make up period `q` exactly, fewest first-come: [level, first day] with the first day a multiple
 * of 2^level days from 1 January 1900 (at most two blocks per level, so a year is about a dozen).
 */
export function dayBlocks(q: Period): [number, string][] {
  const index = (day: string) => (Date.parse(`${day}T00:00:00Z`) - EPOCH) / DAY;
  const blocks: [number, string][] = [];
  const last = index(q.to);
  for (let at = index(q.from); at <= last;) {
    let level = TOP_LEVEL;
    while (level > 0 && (at % 2 ** level !== 0 || at + 2 ** level - 1 > last)) level--;
    blocks.push([level, new Date(EPOCH + at * DAY).toISOString().slice(0, 10)]);
    at += 2 ** level;
  }
  return blocks;
}

/**
 * Percentiles (as PostgreSQL's percentile_cont takes them) of the requests' times to first staff action (`first`,
 * minutes) or to completion (`done`, hours), over the requests received in period `q` (of one type when given),
 * without reading every request: the counts of each duration bucket per block of days (report_request_days
 * first_time/<level>, done_time/<level>, medical_done_time/<level>; tables.ts), summed over the few blocks that make up
 * the period, give the total and which bucket holds each rank needed, and only that bucket's values in the period are
 * read and sorted (report_request_times_bucket_idx). One statement, so the counts and the values come from the same
 * snapshot.
 */
export async function percentiles(
  db: Db,
  w: number,
  metric: 'first' | 'done',
  q: Period,
  ps: readonly number[],
  /** Only the medical requests' completion times are counted by type (medical_done_time). */
  type?: 'medical',
): Promise<(number | null)[]> {
  const dimension = type ? `${type}_${metric}_time` : `${metric}_time`;
  const blocks = dayBlocks(q);
  const dimensions = `{${blocks.map(([level]) => `${dimension}/${level}`).join(',')}}`;
  const days = `{${blocks.map(([, day]) => day).join(',')}}`;
  const list = await rows<{ total: number; first_rank: number; vals: number[] }>(
    db,
    sql`with counts as (
        select d.label::int as bucket, sum(d.n)::int as n
        from unnest(${dimensions}::text[], ${days}::date[]) b(dimension, day)
        -- (never medical_problem: said so that report_request_days_cover_idx, which leaves it out, answers alone)
        join report_request_days d on d.wcms_id = ${w} and d.dimension = b.dimension and d.day = b.day
          and d.dimension <> 'medical_problem'
        group by 1 having sum(d.n) <> 0
      ), cum as (
        select bucket, n, (sum(n) over (order by bucket) - n)::int as before, (sum(n) over ())::int as total from counts
      ), ranks as (
        -- percentile_cont's ranks (from 0): the floor and ceiling of p * (total - 1)
        select distinct r.rank from (select max(total) as total from cum) t
        cross join unnest(${`{${ps.join(',')}}`}::float8[]) p(p)
        cross join lateral (values (floor(p.p * (t.total - 1))::int), (ceil(p.p * (t.total - 1))::int)) r(rank)
        where t.total > 0
      ), wanted as (
        select c.bucket, c.before, c.total, min(r.rank - c.before) as first, max(r.rank - c.before) as last
        from ranks r join cum c on r.rank >= c.before and r.rank < c.before + c.n group by 1, 2, 3
      )
      select w.total, w.before + w.first as first_rank,
        array(select t.value from report_request_times t where t.wcms_id = ${w} and t.metric = ${metric}
          and t.bucket = w.bucket and ${inRange(sql`t.received_at`, q)} ${type ? sql`and t.type = ${type}` : sql``}
          order by t.value offset w.first limit w.last - w.first + 1) as vals
      from wanted w`,
  );
  const values = new Map<number, number>();
  for (const r of list) r.vals.forEach((v, i) => values.set(Number(r.first_rank) + i, Number(v)));
  const total = Number(list[0]?.total ?? 0);
  return ps.map((p) => {
    if (total === 0) return null;
    const pos = p * (total - 1);
    const [lo, hi] = [values.get(Math.floor(pos)), values.get(Math.ceil(pos))];
    if (lo === undefined || hi === undefined) throw new Error('reports: a percentile rank was not found');
    // float8_lerp, as percentile_cont interpolates
    return Math.ceil(pos) > Math.floor(pos) ? lo + (pos - Math.floor(pos)) * (hi - lo) : lo;
  });
}
