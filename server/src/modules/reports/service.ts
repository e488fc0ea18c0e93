import { WEEKDAYS, type DayHours } from '@contracts/rules/service-hours.js';
import { organisationServiceHours } from '../service-hours/index.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { daysOf, reportPeriods, type Period } from './period.js';

export const reportTabs = [
  'online_consultations',
  'medical_consultations',
  'outcomes',
  'fft',
  'feedback',
  'transactions',
  'usage',
  'appointment_arrivals',
] as const;
export type ReportTab = (typeof reportTabs)[number];
export type ReportUnit = 'count' | 'percent' | 'minutes' | 'hours' | 'milliseconds';
export type ReportTableKind = 'category' | 'day' | 'weekday' | 'hour';
export type ReportFigure = { key: string; unit: ReportUnit; value: number | null; previous: number | null };
export type ReportRow = { label: string; value: number; previous: number };
export type ReportTable = { key: string; kind: ReportTableKind; unit: ReportUnit; rows: ReportRow[] };
export type ReportComment = { at: Date; category: string; text: string };
export type Report = {
  tab: ReportTab;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  figures: ReportFigure[];
  tables: ReportTable[];
  comments: ReportComment[];
};

/** NHS England's six FFT answers, in the order of the question (1 very good … 6 don't know). */
export const FFT_ANSWERS = ['very_good', 'good', 'neither', 'poor', 'very_poor', 'dont_know'] as const;

/**
 * In hours: within the organisation's service hours (console area service hours, modules/service-hours; Monday to
 * Friday 08:00–18:30 UK until the organisation sets its own). Start inclusive, finish exclusive, UK time.
 */
const IN_HOURS = (column: SQL, days: readonly DayHours[]) => {
  const open = days.filter((d) => d.start && d.finish);
  if (open.length === 0) return sql`false`;
  const local = sql`(${column} at time zone 'Europe/London')`;
  return sql`(${sql.join(
    open.map(
      (d) =>
        sql`(extract(isodow from ${local}) = ${sql.raw(String(WEEKDAYS.indexOf(d.day) + 1))}
          and ${local}::time >= ${d.start}::time and ${local}::time < ${d.finish}::time)`,
    ),
    sql` or `,
  )})`;
};
const UK_DAY = (column: SQL) => sql`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`;
/** SMS fragments: one up to 160 characters, then 153 per part (concatenated SMS). */
const SMS_FRAGMENTS = sql`case when length(body) <= 160 then 1 else ceil(length(body) / 153.0) end`;

type Row = Record<string, unknown>;
async function rows<T extends Row = Row>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const round = (value: number | null, digits = 1): number | null =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** The same figures for both periods: `query` returns one row whose columns are the figure keys. */
async function figures(
  db: Db,
  current: Period,
  previous: Period,
  units: Record<string, ReportUnit>,
  query: (p: Period) => SQL,
): Promise<ReportFigure[]> {
  const [now, before] = await Promise.all([rows(db, query(current)), rows(db, query(previous))]);
  return Object.entries(units).map(([key, unit]) => ({
    key,
    unit,
    value: round(num(now[0]?.[key])),
    previous: round(num(before[0]?.[key])),
  }));
}

/**
 * One breakdown for both periods: `query` returns rows of (label, value). Category rows follow `order` when given
 * (every label shown, zeros included), else the current period's largest first (at most `limit`); day rows cover
 * every day of the period, each compared with the day as far into the previous period.
 */
async function table(
  db: Db,
  current: Period,
  previous: Period,
  spec: { key: string; kind: ReportTableKind; unit?: ReportUnit; order?: readonly string[]; limit?: number },
  query: (p: Period) => SQL,
): Promise<ReportTable> {
  const [now, before] = await Promise.all([rows(db, query(current)), rows(db, query(previous))]);
  const toMap = (list: Row[]) => new Map(list.map((r) => [String(r.label), Number(r.value)]));
  const a = toMap(now);
  const b = toMap(before);
  let result: ReportRow[];
  if (spec.kind === 'day') {
    const previousDays = daysOf(previous);
    result = daysOf(current).map((day, i) => ({
      label: day,
      value: a.get(day) ?? 0,
      previous: b.get(previousDays[i] ?? '') ?? 0,
    }));
  } else if (spec.kind === 'weekday' || spec.kind === 'hour') {
    const labels = spec.kind === 'weekday' ? [1, 2, 3, 4, 5, 6, 7] : Array.from({ length: 24 }, (_, h) => h);
    result = labels.map((n) => ({ label: String(n), value: a.get(String(n)) ?? 0, previous: b.get(String(n)) ?? 0 }));
  } else if (spec.order) {
    result = spec.order.map((label) => ({ label, value: a.get(label) ?? 0, previous: b.get(label) ?? 0 }));
  } else {
    const labels = [...new Set([...a.keys(), ...b.keys()])].sort(
      (x, y) => (a.get(y) ?? 0) - (a.get(x) ?? 0) || (b.get(y) ?? 0) - (b.get(x) ?? 0) || x.localeCompare(y),
    );
    result = labels
      .slice(0, spec.limit ?? 20)
      .map((label) => ({ label, value: a.get(label) ?? 0, previous: b.get(label) ?? 0 }));
  }
  return { key: spec.key, kind: spec.kind, unit: spec.unit ?? 'count', rows: result };
}

const inRange = (column: SQL, p: Period) =>
  sql`${column} >= ${p.start.toISOString()} and ${column} < ${p.end.toISOString()}`;

async function onlineConsultations(db: Db, w: number, c: Period, p: Period) {
  const hours = await organisationServiceHours(db, w);
  const received = (q: Period) => sql`r.wcms_id = ${w} and ${inRange(sql`r.received_at`, q)}`;
  const firstAction = sql`(select min(t.created_at) from request_thread t where t.request_id = r.id and t.author_user_id is not null)`;
  const figs = await figures(
    db,
    c,
    p,
    {
      requests: 'count',
      outOfHoursShare: 'percent',
      firstActionMedianMinutes: 'minutes',
      firstActionP90Minutes: 'minutes',
      completionMedianHours: 'hours',
      completionP90Hours: 'hours',
      openAtEnd: 'count',
    },
    (q) => sql`with x as (
        select r.received_at, r.completed_at, extract(epoch from (${firstAction} - r.received_at)) / 60 as first_min,
          extract(epoch from (r.completed_at - r.received_at)) / 3600 as done_h, ${IN_HOURS(sql`r.received_at`, hours)} as in_hours
        from requests r where ${received(q)})
      select count(*)::float8 as "requests",
        case when count(*) = 0 then null else 100.0 * count(*) filter (where not in_hours) / count(*) end::float8 as "outOfHoursShare",
        percentile_cont(0.5) within group (order by first_min)::float8 as "firstActionMedianMinutes",
        percentile_cont(0.9) within group (order by first_min)::float8 as "firstActionP90Minutes",
        percentile_cont(0.5) within group (order by done_h)::float8 as "completionMedianHours",
        percentile_cont(0.9) within group (order by done_h)::float8 as "completionP90Hours",
        (select count(*) from requests r where r.wcms_id = ${w} and r.received_at < ${q.end.toISOString()}
          and (r.completed_at is null or r.completed_at >= ${q.end.toISOString()}))::float8 as "openAtEnd"
      from x`,
  );
  const tables = await Promise.all([
    table(
      db,
      c,
      p,
      { key: 'byType', kind: 'category', order: REQUEST_TYPES },
      (q) => sql`select r.type as label, count(*)::int as value from requests r where ${received(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'byDay', kind: 'day' },
      (q) =>
        sql`select ${UK_DAY(sql`r.received_at`)} as label, count(*)::int as value from requests r where ${received(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'byWeekday', kind: 'weekday' },
      (q) =>
        sql`select extract(isodow from (r.received_at at time zone 'Europe/London'))::int::text as label, count(*)::int as value
        from requests r where ${received(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'byHour', kind: 'hour' },
      (q) =>
        sql`select extract(hour from (r.received_at at time zone 'Europe/London'))::int::text as label, count(*)::int as value
        from requests r where ${received(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'inHours', kind: 'category', order: ['in_hours', 'out_of_hours'] },
      (q) =>
        sql`select case when ${IN_HOURS(sql`r.received_at`, hours)} then 'in_hours' else 'out_of_hours' end as label,
        count(*)::int as value from requests r where ${received(q)} group by 1`,
    ),
    backlog(db, w, c, p),
  ]);
  return { figures: figs, tables };
}

/** Open requests at the end of each day: open at the start, plus received, minus completed, day by day. */
async function backlog(db: Db, w: number, c: Period, p: Period): Promise<ReportTable> {
  const series = async (q: Period) => {
    const [start] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from requests r where r.wcms_id = ${w} and r.received_at < ${q.start.toISOString()}
        and (r.completed_at is null or r.completed_at >= ${q.start.toISOString()})`,
    );
    const inflow = await rows<{ label: string; value: number }>(
      db,
      sql`select ${UK_DAY(sql`r.received_at`)} as label, count(*)::int as value from requests r
        where r.wcms_id = ${w} and ${inRange(sql`r.received_at`, q)} group by 1`,
    );
    const outflow = await rows<{ label: string; value: number }>(
      db,
      sql`select ${UK_DAY(sql`r.completed_at`)} as label, count(*)::int as value from requests r
        where r.wcms_id = ${w} and r.completed_at is not null and ${inRange(sql`r.completed_at`, q)} group by 1`,
    );
    const ins = new Map(inflow.map((r) => [r.label, Number(r.value)]));
    const outs = new Map(outflow.map((r) => [r.label, Number(r.value)]));
    let open = Number(start?.n ?? 0);
    return daysOf(q).map((day) => (open += (ins.get(day) ?? 0) - (outs.get(day) ?? 0)));
  };
  const [now, before] = await Promise.all([series(c), series(p)]);
  return {
    key: 'backlog',
    kind: 'day',
    unit: 'count',
    rows: daysOf(c).map((label, i) => ({ label, value: now[i] ?? 0, previous: before[i] ?? 0 })),
  };
}

const REQUEST_TYPES = ['admin', 'medical', 'outbound_response', 'health_data', 'simple_questionnaire'] as const;
const PRIORITIES = ['urgent', 'same_day', 'routine', 'unprioritised'] as const;

/**
 * Medical requests by problem, priority, assignee and group; completion times; how many were sent to the clinical
 * system (one pass over the organisation's attach tasks, hashed: a per-request array probe took 31 s for a year of
 * 100,000 requests on PGlite).
 */
async function medicalConsultations(db: Db, w: number, c: Period, p: Period) {
  const medical = (q: Period) => sql`r.wcms_id = ${w} and r.type = 'medical' and ${inRange(sql`r.received_at`, q)}`;
  const figs = await figures(
    db,
    c,
    p,
    {
      requests: 'count',
      completed: 'count',
      sentToClinical: 'count',
      completionMedianHours: 'hours',
      completionP90Hours: 'hours',
    },
    (q) => sql`select count(*)::float8 as "requests", count(r.completed_at)::float8 as "completed",
        count(*) filter (where r.id in (select unnest(a.message_ids) from attach_tasks a where a.wcms_id = ${w}))::float8 as "sentToClinical",
        percentile_cont(0.5) within group (order by extract(epoch from (r.completed_at - r.received_at)) / 3600)::float8 as "completionMedianHours",
        percentile_cont(0.9) within group (order by extract(epoch from (r.completed_at - r.received_at)) / 3600)::float8 as "completionP90Hours"
      from requests r where ${medical(q)}`,
  );
  const tables = await Promise.all([
    table(
      db,
      c,
      p,
      { key: 'byProblem', kind: 'category' },
      (q) => sql`select r.subject as label, count(*)::int as value from requests r where ${medical(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'byPriority', kind: 'category', order: PRIORITIES },
      (q) => sql`select r.priority as label, count(*)::int as value from requests r where ${medical(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'byAssignee', kind: 'category' },
      (q) =>
        sql`select coalesce(u.forename || ' ' || u.surname, '') as label, count(*)::int as value
        from requests r left join users u on u.id = r.assigned_user_id where ${medical(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'byGroup', kind: 'category' },
      (q) =>
        sql`select g.name as label, count(*)::int as value from requests r join groups g on g.id = r.pool_id
        where ${medical(q)} group by 1`,
    ),
  ]);
  return { figures: figs, tables };
}

async function outcomes(db: Db, w: number, c: Period, p: Period) {
  const done = (q: Period) =>
    sql`r.wcms_id = ${w} and r.completed_at is not null and ${inRange(sql`r.completed_at`, q)}`;
  const figs = await figures(
    db,
    c,
    p,
    { completed: 'count', withOutcome: 'count' },
    (q) =>
      sql`select count(*)::float8 as "completed", count(r.outcome)::float8 as "withOutcome" from requests r where ${done(q)}`,
  );
  const tables = await Promise.all([
    table(
      db,
      c,
      p,
      { key: 'byOutcome', kind: 'category' },
      (q) =>
        sql`select coalesce(r.outcome, '') as label, count(*)::int as value from requests r where ${done(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'byMethod', kind: 'category' },
      (q) =>
        sql`select coalesce(r.consultation_method, '') as label, count(*)::int as value from requests r where ${done(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'byType', kind: 'category', order: REQUEST_TYPES },
      (q) => sql`select r.type as label, count(*)::int as value from requests r where ${done(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'byTypeAndOutcome', kind: 'category', limit: 30 },
      (q) =>
        sql`select r.type || ' / ' || coalesce(r.outcome, '') as label, count(*)::int as value
        from requests r where ${done(q)} group by 1`,
    ),
  ]);
  return { figures: figs, tables };
}

async function transactions(db: Db, w: number, c: Period, p: Period) {
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
        sql`select ${UK_DAY(sql`l.created_at`)} as label, count(*)::int as value from transaction_log l where ${logged(q)} group by 1`,
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

async function usage(db: Db, w: number, c: Period, p: Period) {
  /** Staff activity counts people: an account the practice uses internally (console → Staff) is left out. */
  const person = (user: SQL) =>
    sql`not exists (select 1 from memberships m where m.wcms_id = ${w} and m.user_id = ${user} and m.used_internally)`;
  const signIns = (q: Period) =>
    sql`e.wcms_id = ${String(w)} and e.event in ('login', 'auto_sign_in') and ${inRange(sql`e.at`, q)} and ${person(sql`e.user_id`)}`;
  const actions = (q: Period) =>
    sql`t.author_user_id is not null and ${inRange(sql`t.created_at`, q)} and r.wcms_id = ${w} and ${person(sql`t.author_user_id`)}`;
  const messages = (q: Period) => sql`o.wcms_id = ${w} and ${inRange(sql`o.created_at`, q)}`;
  const videos = (q: Period) => sql`v.wcms_id = ${w} and ${inRange(sql`v.appointment_dt`, q)}`;
  /** Active staff: those who signed in here or acted on one of the organisation's requests. */
  const active = (q: Period) => sql`select e.user_id, e.at from audit_events e where ${signIns(q)}
    union all select t.author_user_id, t.created_at from request_thread t join requests r on r.id = t.request_id where ${actions(q)}`;
  const figs = await figures(
    db,
    c,
    p,
    {
      activeStaff: 'count',
      signIns: 'count',
      staffActions: 'count',
      outboundMessages: 'count',
      smsFragments: 'count',
      videoConsultations: 'count',
      videoMinutes: 'minutes',
    },
    (q) => sql`select
        (select count(distinct a.user_id) from (${active(q)}) a)::float8 as "activeStaff",
        (select count(*) from audit_events e where ${signIns(q)})::float8 as "signIns",
        (select count(*) from request_thread t join requests r on r.id = t.request_id where ${actions(q)})::float8 as "staffActions",
        (select count(*) from outbox_messages o where ${messages(q)})::float8 as "outboundMessages",
        (select coalesce(sum(${SMS_FRAGMENTS}), 0) from outbox_messages o where ${messages(q)} and o.channel = 'sms')::float8 as "smsFragments",
        (select count(*) from adhoc_videos v where ${videos(q)} and v.duration_seconds is not null)::float8 as "videoConsultations",
        (select coalesce(sum(v.duration_seconds), 0) / 60.0 from adhoc_videos v where ${videos(q)})::float8 as "videoMinutes"`,
  );
  const tables = await Promise.all([
    table(
      db,
      c,
      p,
      { key: 'activeStaffByDay', kind: 'day' },
      (q) =>
        sql`select ${UK_DAY(sql`a.at`)} as label, count(distinct a.user_id)::int as value from (${active(q)}) a(user_id, at) group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'signInsByDay', kind: 'day' },
      (q) =>
        sql`select ${UK_DAY(sql`e.at`)} as label, count(*)::int as value from audit_events e where ${signIns(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'actionsByStaff', kind: 'category', limit: 30 },
      (q) =>
        sql`select u.forename || ' ' || u.surname as label, count(*)::int as value
        from request_thread t join requests r on r.id = t.request_id join users u on u.id = t.author_user_id
        where ${actions(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'messagesByChannel', kind: 'category', order: ['sms', 'nhs_app', 'email'] },
      (q) =>
        sql`select o.channel as label, count(*)::int as value from outbox_messages o where ${messages(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'smsFragmentsByDay', kind: 'day' },
      (q) =>
        sql`select ${UK_DAY(sql`o.created_at`)} as label, sum(${SMS_FRAGMENTS})::int as value
        from outbox_messages o where ${messages(q)} and o.channel = 'sms' group by 1`,
    ),
  ]);
  return { figures: figs, tables };
}

async function fft(db: Db, w: number, c: Period, p: Period, search: string | null) {
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
        sql`select ${UK_DAY(sql`f.answered_at`)} as label, count(*)::int as value from fft_invitations f where ${answered(q)} group by 1`,
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

async function feedbackTab(db: Db, w: number, c: Period, p: Period, search: string | null) {
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

export const ARRIVAL_METHODS = ['kiosk', 'mobile', 'reception'] as const;

/**
 * Appointment arrivals (spec §1; issue 18): check-ins by method, on time (arrived at or before the appointment's
 * start) or late, by waiting area and by day, and the wait from arrival to the clinician's call.
 */
async function appointmentArrivals(db: Db, w: number, c: Period, p: Period) {
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
        sql`select ${UK_DAY(sql`a.arrived_at`)} as label, count(*)::int as value from arrivals a where ${arrived(q)} group by 1`,
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

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** One report tab for an organisation (the caller's console access is checked by the resolver). */
export async function buildReport(
  db: Db,
  wcmsId: number,
  tab: ReportTab,
  from: string,
  to: string,
  search: string | null = null,
): Promise<Report> {
  const { current: c, previous: p } = reportPeriods(from, to);
  const frame = { tab, from: c.from, to: c.to, previousFrom: p.from, previousTo: p.to };
  const term = search?.trim().slice(0, 200) || null;
  const parts = await (async () => {
    switch (tab) {
      case 'online_consultations':
        return onlineConsultations(db, wcmsId, c, p);
      case 'medical_consultations':
        return medicalConsultations(db, wcmsId, c, p);
      case 'outcomes':
        return outcomes(db, wcmsId, c, p);
      case 'transactions':
        return transactions(db, wcmsId, c, p);
      case 'usage':
        return usage(db, wcmsId, c, p);
      case 'fft':
        return fft(db, wcmsId, c, p, term);
      case 'feedback':
        return feedbackTab(db, wcmsId, c, p, term);
      case 'appointment_arrivals':
        return appointmentArrivals(db, wcmsId, c, p);
    }
  })();
  const comments = 'comments' in parts ? parts.comments : [];
  return {
    ...frame,
    figures: parts.figures,
    tables: parts.tables,
    comments: comments.map((m) => ({ at: new Date(m.at), category: m.category, text: m.text })),
  };
}
