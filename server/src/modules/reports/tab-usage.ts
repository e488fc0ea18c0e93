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
        sql`select ${DAY_IN(sql`a.at`, q)} as label, count(distinct a.user_id)::int as value from (${active(q)}) a(user_id, at) group by 1`,
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
        sql`select ${DAY_IN(sql`o.created_at`, q)} as label, sum(${SMS_FRAGMENTS})::int as value
        from outbox_messages o where ${messages(q)} and o.channel = 'sms' group by 1`,
    ),
  ]);
  return { figures: figs, tables };
}
