import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';
import { DAY_IN, figures, inRange, table } from './query.js';
import { ARRIVAL_METHODS, type TabParts } from './types.js';

/**
 * Appointment arrivals (spec §1; issue 18): check-ins by method, on time (arrived at or before the appointment's
 * start) or late, by waiting area and by day, and the wait from arrival to the clinician's call.
 */
export async function appointmentArrivals(db: Db, w: number, c: Period, p: Period): Promise<TabParts> {
  const arrived = (q: Period) => sql`a.wcms_id = ${w} and ${inRange(sql`a.arrived_at`, q)}`;
  const waitMinutes = sql`extract(epoch from (a.called_at - a.arrived_at)) / 60`;
  const figs = await figures(
    db,
    c,
    p,
    {
      checkIns: 'count',
      onTimeShare: 'percent',
      late: 'count',
      called: 'count',
      waitMedianMinutes: 'minutes',
      waitP90Minutes: 'minutes',
    },
    (q) => sql`select count(*)::float8 as "checkIns",
        case when count(*) = 0 then null else 100.0 * count(*) filter (where a.arrived_at <= a.appointment_start) / count(*) end::float8 as "onTimeShare",
        count(*) filter (where a.arrived_at > a.appointment_start)::float8 as "late",
        count(a.called_at)::float8 as "called",
        percentile_cont(0.5) within group (order by ${waitMinutes})::float8 as "waitMedianMinutes",
        percentile_cont(0.9) within group (order by ${waitMinutes})::float8 as "waitP90Minutes"
      from arrivals a where ${arrived(q)}`,
  );
  const tables = await Promise.all([
    table(
      db,
      c,
      p,
      { key: 'arrivalsByMethod', kind: 'category', order: ARRIVAL_METHODS },
      (q) => sql`select a.method as label, count(*)::int as value from arrivals a where ${arrived(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'punctuality', kind: 'category', order: ['on_time', 'late'] },
      (q) =>
        sql`select case when a.arrived_at <= a.appointment_start then 'on_time' else 'late' end as label, count(*)::int as value
        from arrivals a where ${arrived(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'arrivalsByDay', kind: 'day' },
      (q) =>
        sql`select ${DAY_IN(sql`a.arrived_at`, q)} as label, count(*)::int as value from arrivals a where ${arrived(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'byWaitingArea', kind: 'category' },
      (q) =>
        sql`select coalesce(a.waiting_area_name, '') as label, count(*)::int as value from arrivals a where ${arrived(q)} group by 1`,
    ),
  ]);
  return { figures: figs, tables };
}
