import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';
import { DAY_IN, figuresOf, inRange, rows, SMS_FRAGMENTS, tableOf } from './query.js';
import { type TabParts } from './types.js';

/**
 * One period's usage, one pass over each source (the figures and the tables are added up from these rows, not
 * counted again): sign-ins per colleague and UK day, staff actions per colleague and UK day (the rollup
 * report_staff_days, tables.ts), outbound messages per UK day and channel with their SMS fragments, and the video
 * consultations.
 */
async function usageOf(db: Db, w: number, q: Period) {
  /** Staff activity counts people: an account the practice uses internally (console → Staff) is left out. */
  const person = (user: SQL) =>
    sql`not exists (select 1 from memberships m where m.wcms_id = ${w} and m.user_id = ${user} and m.used_internally)`;
  const videos = sql`v.wcms_id = ${w} and ${inRange(sql`v.appointment_dt`, q)}`;
  const [signIns, actions, messages, [video]] = await Promise.all([
    rows<{ user_id: number; day: string; n: number }>(
      db,
      sql`select e.user_id, ${DAY_IN(sql`e.at`, q)} as day, count(*)::int as n from audit_events e
        where e.wcms_id = ${String(w)} and e.event in ('login', 'auto_sign_in') and ${inRange(sql`e.at`, q)}
          and ${person(sql`e.user_id`)}
        group by 1, 2`,
    ),
    // the colleague's name for actions by staff (a colleague no longer in users still counts everywhere else)
    rows<{ user_id: number; day: string; name: string | null; n: number }>(
      db,
      sql`select s.user_id, s.day::text as day, u.forename || ' ' || u.surname as name, s.actions as n
        from report_staff_days s left join users u on u.id = s.user_id
        where s.wcms_id = ${w} and s.day >= ${q.from}::date and s.day <= ${q.to}::date and s.actions <> 0
          and ${person(sql`s.user_id`)}`,
    ),
    rows<{ day: string; channel: string; n: number; fragments: number }>(
      db,
      sql`select ${DAY_IN(sql`o.created_at`, q)} as day, o.channel, count(*)::int as n,
          coalesce(sum(${SMS_FRAGMENTS}) filter (where o.channel = 'sms'), 0)::int as fragments
        from outbox_messages o where o.wcms_id = ${w} and ${inRange(sql`o.created_at`, q)}
        group by 1, 2`,
    ),
    rows<{ videoConsultations: number; videoMinutes: number }>(
      db,
      sql`select count(*) filter (where v.duration_seconds is not null)::float8 as "videoConsultations",
          (coalesce(sum(v.duration_seconds), 0) / 60.0)::float8 as "videoMinutes"
        from adhoc_videos v where ${videos}`,
    ),
  ]);
  /** Active staff (user_id, UK day): those who signed in here or acted on one of the organisation's requests. */
  const activeByDay = new Map<string, Set<number>>();
  for (const r of [...signIns, ...actions]) {
    const day = activeByDay.get(r.day) ?? new Set<number>();
    day.add(Number(r.user_id));
    activeByDay.set(r.day, day);
  }
  const sum = <T>(list: readonly T[], value: (r: T) => number) => list.reduce((s, r) => s + value(r), 0);
  const sms = messages.filter((r) => r.channel === 'sms');
  return {
    figures: {
      activeStaff: new Set([...signIns, ...actions].map((r) => Number(r.user_id))).size,
      signIns: sum(signIns, (r) => Number(r.n)),
      staffActions: sum(actions, (r) => Number(r.n)),
      outboundMessages: sum(messages, (r) => Number(r.n)),
      smsFragments: sum(sms, (r) => Number(r.fragments)),
      videoConsultations: Number(video?.videoConsultations ?? 0),
      videoMinutes: Number(video?.videoMinutes ?? 0),
    },
    activeStaffByDay: [...activeByDay].map(([label, users]) => ({ label, value: users.size })),
    signInsByDay: signIns.map((r) => ({ label: r.day, value: r.n })),
    actionsByStaff: actions.filter((r) => r.name !== null).map((r) => ({ label: r.name, value: r.n })),
    messagesByChannel: messages.map((r) => ({ label: r.channel, value: r.n })),
    smsFragmentsByDay: sms.map((r) => ({ label: r.day, value: r.fragments })),
  };
}

export async function usage(db: Db, w: number, c: Period, p: Period): Promise<TabParts> {
  const [now, before] = await Promise.all([usageOf(db, w, c), usageOf(db, w, p)]);
  const figures = figuresOf(
    {
      activeStaff: 'count',
      signIns: 'count',
      staffActions: 'count',
      outboundMessages: 'count',
      smsFragments: 'count',
      videoConsultations: 'count',
      videoMinutes: 'minutes',
    },
    now.figures,
    before.figures,
  );
  return {
    figures,
    tables: [
      tableOf(c, p, { key: 'activeStaffByDay', kind: 'day' }, now.activeStaffByDay, before.activeStaffByDay),
      tableOf(c, p, { key: 'signInsByDay', kind: 'day' }, now.signInsByDay, before.signInsByDay),
      tableOf(c, p, { key: 'actionsByStaff', kind: 'category', limit: 30 }, now.actionsByStaff, before.actionsByStaff),
      tableOf(
        c,
        p,
        { key: 'messagesByChannel', kind: 'category', order: ['sms', 'nhs_app', 'email'] },
        now.messagesByChannel,
        before.messagesByChannel,
      ),
      tableOf(c, p, { key: 'smsFragmentsByDay', kind: 'day' }, now.smsFragmentsByDay, before.smsFragmentsByDay),
    ],
  };
}
