import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';
import { DAY_IN, figures, inRange, SMS_FRAGMENTS, table } from './query.js';
import { type TabParts } from './types.js';

export async function usage(db: Db, w: number, c: Period, p: Period): Promise<TabParts> {
  /** Staff activity counts people: an account the practice uses internally (console → Staff) is left out. */
  const person = (user: SQL) =>
    sql`not exists (select 1 from memberships m where m.wcms_id = ${w} and m.user_id = ${user} and m.used_internally)`;
  const signIns = (q: Period) =>
    sql`e.wcms_id = ${String(w)} and e.event in ('login', 'auto_sign_in') and ${inRange(sql`e.at`, q)} and ${person(sql`e.user_id`)}`;
  /** Staff actions per colleague and UK day, from the rollup (report_staff_days, tables.ts). */
  const actions = (q: Period) => sql`select s.user_id, s.day, s.actions from report_staff_days s
    where s.wcms_id = ${w} and s.day >= ${q.from}::date and s.day <= ${q.to}::date and s.actions <> 0
      and ${person(sql`s.user_id`)}`;
  const messages = (q: Period) => sql`o.wcms_id = ${w} and ${inRange(sql`o.created_at`, q)}`;
  const videos = (q: Period) => sql`v.wcms_id = ${w} and ${inRange(sql`v.appointment_dt`, q)}`;
  /** Active staff (user_id, UK day): those who signed in here or acted on one of the organisation's requests. */
  const active = (
    q: Period,
  ) => sql`select e.user_id, ${DAY_IN(sql`e.at`, q)} as day from audit_events e where ${signIns(q)}
    union all select a.user_id, a.day::text from (${actions(q)}) a`;
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
        (select coalesce(sum(a.actions), 0) from (${actions(q)}) a)::float8 as "staffActions",
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
        sql`select a.day as label, count(distinct a.user_id)::int as value from (${active(q)}) a(user_id, day) group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'signInsByDay', kind: 'day' },
      (q) =>
        sql`select ${DAY_IN(sql`e.at`, q)} as label, count(*)::int as value from audit_events e where ${signIns(q)} group by 1`,
    ),
    table(
      db,
      c,
      p,
      { key: 'actionsByStaff', kind: 'category', limit: 30 },
      (q) =>
        sql`select u.forename || ' ' || u.surname as label, sum(a.actions)::int as value
        from (${actions(q)}) a join users u on u.id = a.user_id group by 1`,
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
        sql`select ${DAY_IN(sql`o.created_at`, q)} as label, sum(${SMS_FRAGMENTS})::int as value
        from outbox_messages o where ${messages(q)} and o.channel = 'sms' group by 1`,
    ),
  ]);
  return { figures: figs, tables };
}
