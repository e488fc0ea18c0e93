import { WEEKDAYS, type DayHours } from '@contracts/rules/service-hours.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organisationServiceHours } from '../service-hours/index.js';
import { daysOf, type Period } from './period.js';
import { percentiles } from './percentiles.js';
import { figuresOf, ROLLUP, rows, tableOf } from './query.js';
import { REQUEST_TYPES, type ReportTable, type TabParts } from './types.js';

const HOUR = 3_600_000;
/** ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD day. */
const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Service hours as whole UK hours (counted from the rollup) and partly open hours (counted from the requests in
 * them): `full` and `partial` hold isodow * 100 + hour.
 */
function hourSlots(hours: readonly DayHours[]) {
  const full = new Set<number>();
  const partial = new Set<number>();
  for (const d of hours) {
    if (!d.start || !d.finish) continue;
    const dow = WEEKDAYS.indexOf(d.day) + 1;
    const [s, f] = [minutes(d.start), minutes(d.finish)];
    for (let h = 0; h < 24; h++) {
      const [a, b] = [h * 60, h * 60 + 60];
      if (a >= s && b <= f) full.add(dow * 100 + h);
      else if (a < f && b > s) partial.add(dow * 100 + h);
    }
  }
  return { full, partial };
}

const MINUTE = 60_000;
const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
/** London's offset from UTC at an instant (ms): what `at time zone 'Europe/London'` adds to it. */
function londonOffset(at: number): number {
  const p = Object.fromEntries(londonClock.formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]));
  const whole = Math.floor(at / 1000) * 1000;
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - whole;
}

/**
 * The instants whose UK wall-clock time is in [`from`, `to`) minutes after midnight on `day`: one range, or two when
 * the clocks go back within it (01:00–02:00 is then lived twice), none when they go forward over it. London changes
 * its offset at most once a day: the offsets at the day's two midnights tell whether it does, and where is found by
 * halving.
 */
export function ukWallRanges(day: string, from: number, to: number): [number, number][] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  const offsetAt = (w: number) => {
    // the offset in force at wall-clock midnight w (midnight is never skipped nor repeated in London)
    const guess = londonOffset(w);
    return londonOffset(w - guess);
  };
  const [before, after] = [offsetAt(wall), offsetAt(wall + 24 * HOUR)];
  const range = (offset: number, lo: number, hi: number): [number, number][] => {
    const a = Math.max(wall + from * MINUTE - offset, lo);
    const b = Math.min(wall + to * MINUTE - offset, hi);
    return a < b ? [[a, b]] : [];
  };
  if (before === after) return range(before, -Infinity, Infinity);
  // the first instant with the new offset, between the day's two midnights
  let [lo, hi] = [wall - before, wall + 24 * HOUR - after];
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (londonOffset(mid) === after) hi = mid;
    else lo = mid;
  }
  return [...range(before, -Infinity, hi), ...range(after, hi, Infinity)];
}

/**
 * Requests received in the partly open hours of period `q` that were in hours: the in-hours part of each such hour,
 * as instants (ukWallRanges), each counted from requests_received_idx alone (no time zone conversion per row).
 */
async function partialInHours(db: Db, w: number, q: Period, hours: readonly DayHours[], partial: Set<number>) {
  if (partial.size === 0) return 0;
  const ranges: [number, number][] = [];
  for (const day of daysOf(q)) {
    const dow = isoWeekday(day);
    const open = hours.find((x) => WEEKDAYS.indexOf(x.day) + 1 === dow);
    if (!open?.start || !open.finish) continue;
    const [s, f] = [minutes(open.start), minutes(open.finish)];
    for (let h = 0; h < 24; h++) {
      if (partial.has(dow * 100 + h)) ranges.push(...ukWallRanges(day, Math.max(h * 60, s), Math.min(h * 60 + 60, f)));
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  if (merged.length === 0) return 0;
  const list = (xs: number[]) => `{${xs.map((x) => new Date(x).toISOString()).join(',')}}`;
  const [row] = await rows<{ n: number }>(
    db,
    sql`select coalesce(sum(x.n), 0)::int as n
      from unnest(${list(merged.map((r) => r[0]))}::timestamptz[], ${list(merged.map((r) => r[1]))}::timestamptz[]) s(a, b)
      cross join lateral (select count(*) as n from requests r
        where r.wcms_id = ${w} and r.received_at >= s.a and r.received_at < s.b) x`,
  );
  return Number(row?.n ?? 0);
}

/** One period's counts, from the rollup (and the partly open hours' requests). */
async function counts(db: Db, w: number, q: Period, hours: readonly DayHours[]) {
  const { full, partial } = hourSlots(hours);
  const [received, byHour, closed, [start], partIn] = await Promise.all([
    rows<{ day: string; type: string; n: number }>(
      db,
      sql`select d.day::text as day, d.type, sum(d.n)::int as n from ${ROLLUP(w, 'received', q)} group by 1, 2`,
    ),
    rows<{ hour: string; dow: number; n: number }>(
      db,
      sql`select d.label as hour, extract(isodow from d.day)::int as dow, sum(d.n)::int as n
        from ${ROLLUP(w, 'received_hour', q)} group by 1, 2`,
    ),
    rows<{ day: string; n: number }>(
      db,
      sql`select d.day::text as day, sum(d.n)::int as n from ${ROLLUP(w, 'closed', q)} group by 1`,
    ),
    // open when the period starts: received before it, less closed before it
    rows<{ n: number }>(
      db,
      sql`select (coalesce(sum(d.n) filter (where d.dimension = 'received'), 0)
          - coalesce(sum(d.n) filter (where d.dimension = 'closed'), 0))::int as n
        from report_request_days d where d.wcms_id = ${w} and d.dimension in ('received', 'closed') and d.day < ${q.from}::date`,
    ),
    partialInHours(db, w, q, hours, partial),
  ]);
  const requests = received.reduce((s, r) => s + Number(r.n), 0);
  const inHours =
    byHour.reduce((s, r) => s + (full.has(Number(r.dow) * 100 + Number(r.hour)) ? Number(r.n) : 0), 0) + partIn;
  const ins = new Map<string, number>();
  for (const r of received) ins.set(r.day, (ins.get(r.day) ?? 0) + Number(r.n));
  const outs = new Map(closed.map((r) => [r.day, Number(r.n)]));
  let open = Number(start?.n ?? 0);
  const backlog = daysOf(q).map((day) => (open += (ins.get(day) ?? 0) - (outs.get(day) ?? 0)));
  return {
    requests,
    inHours,
    openAtEnd: open,
    backlog,
    byType: received.map((r) => ({ label: r.type, value: r.n })),
    byDay: received.map((r) => ({ label: r.day, value: r.n })),
    byWeekday: received.map((r) => ({ label: String(isoWeekday(r.day)), value: r.n })),
    byHour: byHour.map((r) => ({ label: r.hour, value: r.n })),
    inHoursRows: [
      { label: 'in_hours', value: inHours },
      { label: 'out_of_hours', value: requests - inHours },
    ],
  };
}

/**
 * Time to the first staff action and to completion (median and 90th percentile) of the requests received in `q`:
 * from the duration buckets' counts and the one bucket each percentile falls in (percentiles.ts).
 */
async function timings(db: Db, w: number, q: Period) {
  const [first, done] = await Promise.all([
    percentiles(db, w, 'first', q, [0.5, 0.9]),
    percentiles(db, w, 'done', q, [0.5, 0.9]),
  ]);
  return {
    firstActionMedianMinutes: first[0] ?? null,
    firstActionP90Minutes: first[1] ?? null,
    completionMedianHours: done[0] ?? null,
    completionP90Hours: done[1] ?? null,
  };
}

/**
 * Online consultations overview: requests by type, day, weekday and hour, in and out of hours and the open backlog
 * from the per-day rollup (tables.ts); the times to first action and completion from report_request_times.
 */
export async function onlineConsultations(db: Db, w: number, c: Period, p: Period): Promise<TabParts> {
  const hours = await organisationServiceHours(db, w);
  const [now, before, timeNow, timeBefore] = await Promise.all([
    counts(db, w, c, hours),
    counts(db, w, p, hours),
    timings(db, w, c),
    timings(db, w, p),
  ]);
  const figure = (x: typeof now, t: typeof timeNow) => ({
    ...t,
    requests: x.requests,
    outOfHoursShare: x.requests === 0 ? null : (100 * (x.requests - x.inHours)) / x.requests,
    openAtEnd: x.openAtEnd,
  });
  const figs = figuresOf(
    {
      requests: 'count',
      outOfHoursShare: 'percent',
      firstActionMedianMinutes: 'minutes',
      firstActionP90Minutes: 'minutes',
      completionMedianHours: 'hours',
      completionP90Hours: 'hours',
      openAtEnd: 'count',
    },
    figure(now, timeNow),
    figure(before, timeBefore),
  );
  const backlog: ReportTable = {
    key: 'backlog',
    kind: 'day',
    unit: 'count',
    rows: daysOf(c).map((label, i) => ({ label, value: now.backlog[i] ?? 0, previous: before.backlog[i] ?? 0 })),
  };
  return {
    figures: figs,
    tables: [
      tableOf(c, p, { key: 'byType', kind: 'category', order: REQUEST_TYPES }, now.byType, before.byType),
      tableOf(c, p, { key: 'byDay', kind: 'day' }, now.byDay, before.byDay),
      tableOf(c, p, { key: 'byWeekday', kind: 'weekday' }, now.byWeekday, before.byWeekday),
      tableOf(c, p, { key: 'byHour', kind: 'hour' }, now.byHour, before.byHour),
      tableOf(
        c,
        p,
        { key: 'inHours', kind: 'category', order: ['in_hours', 'out_of_hours'] },
        now.inHoursRows,
        before.inHoursRows,
      ),
      backlog,
    ],
  };
}
