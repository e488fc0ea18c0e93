import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { ukToday } from '@contracts/rules/uk-time.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { reportPeriods, shiftDay } from './period.js';
import { buildReport } from './service.js';
import { ukWallRanges } from './tab-online-consultations.js';
import type { Report } from './types.js';

/**
 * Overview and Usage, as the tabs compute them (rollups, wall-clock ranges of instants, one pass per source), against
 * the same figures counted straight from requests, threads, sign-ins and messages with a time zone conversion per row:
 * ranges across the clock changes and UK midnights, a day with no data, today partly elapsed, requests open across a
 * range's end.
 */

const RIVERSIDE = 1001;
const HILLVIEW = 1002;
const RECEPTION = 3;
const MANAGER = 4;

let t: TestApp;
type Row = Record<string, unknown>;
const rows = async (query: SQL): Promise<Row[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Hillview's hours: partly open hours, a closed weekday, and Sunday's 00:45–01:30 over both clock changes. */
const HOURS = [
  { day: 'monday', start: '08:15', finish: '18:30' },
  { day: 'tuesday', start: '08:00', finish: '18:30' },
  { day: 'wednesday', start: null, finish: null },
  { day: 'thursday', start: '09:00', finish: '17:00' },
  { day: 'friday', start: '07:59', finish: '12:01' },
  { day: 'saturday', start: '10:00', finish: '12:00' },
  { day: 'sunday', start: '00:45', finish: '01:30' },
];

const uk = (c: string) => sql.raw(`(${c} at time zone 'Europe/London')`);

/** The Overview's counts for one period, straight from `requests`. */
async function directOverview(w: number, from: string, to: string) {
  const { current: q } = reportPeriods(from, to);
  const within = sql`r.wcms_id = ${w} and r.received_at >= ${q.start.toISOString()} and r.received_at < ${q.end.toISOString()}`;
  const open = HOURS.filter((h) => h.start).map(
    (h) => sql`(${HOURS.indexOf(h) + 1}::int, ${h.start}::time, ${h.finish}::time)`,
  );
  const map = (list: Row[]) => Object.fromEntries(list.map((r) => [String(r.label), Number(r.n)]));
  const [byType, byDay, byHour, byWeekday, [inHours], backlog] = await Promise.all([
    rows(sql`select r.type as label, count(*)::int as n from requests r where ${within} group by 1`),
    rows(
      sql`select ${uk('r.received_at')}::date::text as label, count(*)::int as n from requests r where ${within} group by 1`,
    ),
    rows(sql`select extract(hour from ${uk('r.received_at')})::int::text as label, count(*)::int as n
      from requests r where ${within} group by 1`),
    rows(sql`select extract(isodow from ${uk('r.received_at')})::int::text as label, count(*)::int as n
      from requests r where ${within} group by 1`),
    rows(sql`select count(*)::int as n from requests r
      join (values ${sql.join(open, sql`, `)}) h(dow, s, f) on extract(isodow from ${uk('r.received_at')}) = h.dow
        and ${uk('r.received_at')}::time >= h.s and ${uk('r.received_at')}::time < h.f
      where ${within}`),
    rows(sql`select d::date::text as label, (select count(*) from requests r where r.wcms_id = ${w}
        and ${uk('r.received_at')}::date <= d::date
        and not (r.completed_at is not null and ${uk('greatest(r.received_at, r.completed_at)')}::date <= d::date))::int as n
      from generate_series(${from}::date, ${to}::date, interval '1 day') d`),
  ]);
  const total = byType.reduce((s, r) => s + Number(r.n), 0);
  return {
    byType: map(byType),
    byDay: map(byDay),
    byHour: map(byHour),
    byWeekday: map(byWeekday),
    inHours: { in_hours: Number(inHours!.n), out_of_hours: total - Number(inHours!.n) },
    backlog: map(backlog),
    requests: total,
  };
}

/** A table's rows with a value, as label → value (zeros left out: the tab lists every day, hour and category). */
function valuesOf(report: Report, key: string): Record<string, number> {
  const table = report.tables.find((x) => x.key === key);
  if (!table) throw new Error(`no table ${key}`);
  return Object.fromEntries(table.rows.filter((r) => r.value !== 0).map((r) => [r.label, r.value]));
}
const nonZero = (map: Record<string, number>) => Object.fromEntries(Object.entries(map).filter(([, v]) => v !== 0));
const figure = (report: Report, key: string) => report.figures.find((f) => f.key === key)?.value;

beforeAll(async () => {
  t = await createTestApp();
  await rows(sql`insert into service_hours_settings (wcms_id, days, updated_at)
    values (${HILLVIEW}, ${JSON.stringify(HOURS)}::jsonb, now())
    on conflict (wcms_id) do update set days = excluded.days`);
  const [pool] = await rows(sql`select id from groups where wcms_id = ${HILLVIEW} order by id limit 1`);
  const request = (received: SQL, completed: SQL, type: SQL) =>
    sql`insert into requests (wcms_id, type, subject, received_at, updated_at, pool_id, patient_name, priority, status,
        completed_at)
      select ${HILLVIEW}, ${type}, 'Direct', x.at, x.at, ${Number(pool!.id)}, 'Direct Patient', 'routine',
        case when x.done is null then 'new_request' else 'completed' end, x.done
      from (select ${received} as at) r0 cross join lateral (select r0.at, ${completed} as done) x`;
  // at the edges: the clocks going forward (31 March 2024, 01:00 GMT → 02:00 BST) and back (27 October 2024,
  // 02:00 BST → 01:00 GMT, so 01:00–02:00 is lived twice), the hours' starts and finishes to the second
  const edges = [
    '2024-03-31T00:44:59Z',
    '2024-03-31T00:45:00Z',
    '2024-03-31T00:59:59.999Z',
    '2024-03-31T01:00:00Z',
    '2024-10-26T23:40:00Z',
    '2024-10-26T23:50:00Z',
    '2024-10-27T00:10:00Z',
    '2024-10-27T00:30:00Z',
    '2024-10-27T01:10:00Z',
    '2024-10-27T01:29:59Z',
    '2024-10-27T01:30:00Z',
    '2024-10-28T08:14:59Z',
    '2024-10-28T08:15:00Z',
    '2024-10-28T18:29:59.5Z',
    '2024-10-28T18:30:00Z',
    '2024-10-25T06:59:00Z',
    '2024-10-25T11:00:30Z',
    '2024-10-25T11:01:00Z',
  ];
  for (const [i, at] of edges.entries())
    await rows(
      request(
        sql`${at}::timestamptz`,
        i % 3 === 0 ? sql`null::timestamptz` : sql`${at}::timestamptz + ${`${i * 97} minutes`}::interval`,
        sql`${i % 2 === 0 ? 'medical' : 'admin'}`,
      ),
    );
  // every 17 minutes around both changes (none from 10 to 19 October: days with no data), some completed days
  // later (open across a range's end) or "before" they were received
  for (const [from, to] of [
    ['2024-03-25T00:00:00Z', '2024-04-05T00:00:00Z'],
    ['2024-10-20T00:00:00Z', '2024-11-05T00:00:00Z'],
  ] as const)
    await rows(sql`insert into requests (wcms_id, type, subject, received_at, updated_at, pool_id, patient_name,
        priority, status, completed_at)
      select ${HILLVIEW}, case when i % 4 = 0 then 'medical' when i % 4 = 1 then 'admin' else 'health_data' end,
        'Many', a.at, a.at, ${Number(pool!.id)}, 'P', 'routine', case when i % 5 = 0 then 'new_request' else 'completed' end,
        case when i % 5 = 0 then null when i % 7 = 0 then a.at - interval '5 minutes'
          else a.at + (i % 11) * interval '9 hours 7 minutes' end
      from generate_series(0, extract(epoch from (${to}::timestamptz - ${from}::timestamptz))::int / 1020) i
      cross join lateral (select ${from}::timestamptz + i * interval '17 minutes' as at) a`);
  // today, partly elapsed: a few minutes and a few hours ago (and yesterday)
  for (const minutes of [3, 200, 1500])
    await rows(request(sql`now() - ${`${minutes} minutes`}::interval`, sql`null::timestamptz`, sql`'admin'`));
});
afterAll(async () => {
  await t.close();
});

describe('UK wall-clock ranges of instants', () => {
  it('are one range on an ordinary day, two in the repeated hour and none in the skipped one', () => {
    const iso = (list: [number, number][]) =>
      list.map(([a, b]) => [new Date(a).toISOString(), new Date(b).toISOString()]);
    expect(iso(ukWallRanges('2024-07-01', 8 * 60, 18 * 60 + 30))).toEqual([
      ['2024-07-01T07:00:00.000Z', '2024-07-01T17:30:00.000Z'],
    ]);
    expect(iso(ukWallRanges('2024-01-15', 0, 60))).toEqual([['2024-01-15T00:00:00.000Z', '2024-01-15T01:00:00.000Z']]);
    // clocks back: 01:00–01:30 is 00:00–00:30 UTC (BST) and again 01:00–01:30 UTC (GMT)
    expect(iso(ukWallRanges('2024-10-27', 60, 90))).toEqual([
      ['2024-10-27T00:00:00.000Z', '2024-10-27T00:30:00.000Z'],
      ['2024-10-27T01:00:00.000Z', '2024-10-27T01:30:00.000Z'],
    ]);
    expect(iso(ukWallRanges('2024-10-27', 45, 150))).toEqual([
      ['2024-10-26T23:45:00.000Z', '2024-10-27T01:00:00.000Z'],
      ['2024-10-27T01:00:00.000Z', '2024-10-27T02:30:00.000Z'],
    ]);
    // clocks forward: 01:00–02:00 never happens; 00:45–01:30 is 00:45–01:00 UTC
    expect(iso(ukWallRanges('2024-03-31', 60, 120))).toEqual([]);
    expect(iso(ukWallRanges('2024-03-31', 45, 90))).toEqual([['2024-03-31T00:45:00.000Z', '2024-03-31T01:00:00.000Z']]);
  });
});

describe('the Overview tab against a direct count', () => {
  const today = ukToday();
  const ranges: [string, string][] = [
    ['2024-03-31', '2024-03-31'], // the clocks go forward
    ['2024-10-27', '2024-10-27'], // the clocks go back
    ['2024-10-26', '2024-10-28'], // across both UK midnights of that Sunday
    ['2024-03-25', '2024-04-05'],
    ['2024-10-10', '2024-10-19'], // no data at all
    ['2024-10-15', '2024-10-24'], // no data, then requests
    ['2024-10-20', '2024-11-04'],
    ['2024-01-01', '2024-12-31'],
    [shiftDay(today, -2), today], // today partly elapsed
    [today, today],
  ];
  for (const [from, to] of ranges) {
    it(`counts ${from}…${to} as the requests themselves do`, async () => {
      const report = await buildReport(t.database.db, HILLVIEW, 'online_consultations', from, to);
      const direct = await directOverview(HILLVIEW, from, to);
      expect(valuesOf(report, 'byType')).toEqual(nonZero(direct.byType));
      expect(valuesOf(report, 'byDay')).toEqual(nonZero(direct.byDay));
      expect(valuesOf(report, 'byHour')).toEqual(nonZero(direct.byHour));
      expect(valuesOf(report, 'byWeekday')).toEqual(nonZero(direct.byWeekday));
      expect(valuesOf(report, 'inHours')).toEqual(nonZero(direct.inHours));
      expect(valuesOf(report, 'backlog')).toEqual(nonZero(direct.backlog));
      expect(figure(report, 'requests')).toBe(direct.requests);
      expect(figure(report, 'openAtEnd')).toBe(direct.backlog[to] ?? 0);
      // the previous period of the same length, as its own direct count
      const before = await directOverview(HILLVIEW, report.previousFrom, report.previousTo);
      const previous = (key: string) =>
        Object.fromEntries(
          report.tables
            .find((x) => x.key === key)!
            .rows.filter((r) => r.previous !== 0)
            .map((r) => [r.label, r.previous]),
        );
      expect(previous('inHours')).toEqual(nonZero(before.inHours));
      expect(previous('byHour')).toEqual(nonZero(before.byHour));
      expect(report.figures.find((f) => f.key === 'requests')?.previous).toBe(before.requests);
    });
  }

  it('counts the edge requests in or out of hours one by one', async () => {
    // Sunday 31 March: 00:45:00 and 00:59:59.999 GMT in; 00:44:59 out; 01:00 UTC is 02:00 BST, out
    const march = await buildReport(t.database.db, HILLVIEW, 'online_consultations', '2024-03-31', '2024-03-31');
    const inHours = (r: Report) => valuesOf(r, 'inHours').in_hours ?? 0;
    const [directMarch] = await rows(sql`select count(*)::int as n from requests where wcms_id = ${HILLVIEW}
      and received_at in ('2024-03-31T00:45:00Z', '2024-03-31T00:59:59.999Z')`);
    const [others] = await rows(sql`select count(*)::int as n from requests where wcms_id = ${HILLVIEW}
      and subject = 'Many' and received_at >= '2024-03-31T00:45:00Z' and received_at < '2024-03-31T01:00:00Z'`);
    expect(inHours(march)).toBe(Number(directMarch!.n) + Number(others!.n));
  });
});

/** Usage's figures and tables for one period, straight from sign-ins, threads and messages. */
async function directUsage(w: number, from: string, to: string) {
  const { current: q } = reportPeriods(from, to);
  const range = (c: SQL) => sql`${c} >= ${q.start.toISOString()} and ${c} < ${q.end.toISOString()}`;
  const person = (user: SQL) =>
    sql`not exists (select 1 from memberships m where m.wcms_id = ${w} and m.user_id = ${user} and m.used_internally)`;
  const signIns = sql`select e.user_id, ${uk('e.at')}::date::text as day from audit_events e
    where e.wcms_id = ${String(w)} and e.event in ('login', 'auto_sign_in') and ${range(sql`e.at`)} and ${person(sql`e.user_id`)}`;
  const actions = sql`select t.author_user_id as user_id, ${uk('t.created_at')}::date::text as day
    from request_thread t join requests r on r.id = t.request_id
    where r.wcms_id = ${w} and t.author_user_id is not null and ${person(sql`t.author_user_id`)}
      and ${uk('t.created_at')}::date between ${from}::date and ${to}::date`;
  const messages = sql`from outbox_messages o where o.wcms_id = ${w} and ${range(sql`o.created_at`)}`;
  const fragments = sql`case when char_length(o.body) <= 160 then 1 else ceil(char_length(o.body) / 153.0) end`;
  const map = (list: Row[]) => Object.fromEntries(list.map((r) => [String(r.label), Number(r.n)]));
  const [[figures], activeByDay, signInsByDay, actionsByStaff, byChannel, smsByDay] = await Promise.all([
    rows(sql`select
      (select count(distinct a.user_id) from (${signIns} union all ${actions}) a)::int as "activeStaff",
      (select count(*) from (${signIns}) s)::int as "signIns",
      (select count(*) from (${actions}) a)::int as "staffActions",
      (select count(*) ${messages})::int as "outboundMessages",
      (select coalesce(sum(${fragments}), 0) ${messages} and o.channel = 'sms')::int as "smsFragments"`),
    rows(
      sql`select a.day as label, count(distinct a.user_id)::int as n from (${signIns} union all ${actions}) a group by 1`,
    ),
    rows(sql`select s.day as label, count(*)::int as n from (${signIns}) s group by 1`),
    rows(sql`select u.forename || ' ' || u.surname as label, count(*)::int as n from (${actions}) a
      join users u on u.id = a.user_id group by 1`),
    rows(sql`select o.channel as label, count(*)::int as n ${messages} group by 1`),
    rows(sql`select ${uk('o.created_at')}::date::text as label, sum(${fragments})::int as n ${messages}
      and o.channel = 'sms' group by 1`),
  ]);
  return {
    figures: figures!,
    activeStaffByDay: map(activeByDay),
    signInsByDay: map(signInsByDay),
    actionsByStaff: map(actionsByStaff),
    messagesByChannel: map(byChannel),
    smsFragmentsByDay: map(smsByDay),
  };
}

describe('the Usage tab against a direct count', () => {
  beforeAll(async () => {
    const signIn = (user: number, event: string, at: string, w = String(RIVERSIDE)) =>
      rows(sql`insert into audit_events (user_id, event, application, wcms_id, at)
        values (${user}, ${event}, 'LT', ${w}, ${at})`);
    // across a UK midnight in summer time (23:30 UTC is 00:30 BST the next day), and the clocks' changes
    await signIn(RECEPTION, 'login', '2019-06-10T23:30:00Z');
    await signIn(RECEPTION, 'login', '2019-06-10T22:59:59Z');
    await signIn(MANAGER, 'auto_sign_in', '2019-06-11T08:00:00Z');
    await signIn(MANAGER, 'refresh', '2019-06-11T08:05:00Z');
    await signIn(MANAGER, 'login', '2019-06-11T09:00:00Z', String(HILLVIEW));
    await signIn(MANAGER, 'login', '2019-10-27T00:30:00Z');
    await signIn(MANAGER, 'login', '2019-10-27T01:30:00Z');
    await signIn(RECEPTION, 'login', '2019-03-31T00:59:00Z');
    await signIn(RECEPTION, 'login', new Date(Date.now() - 60_000).toISOString());
    // staff actions on Riverside's requests (and one on Hillview's), by colleagues and the patient
    const [pool] = await rows(sql`select id from groups where wcms_id = ${RIVERSIDE} order by id limit 1`);
    const [req] = await rows(sql`insert into requests (wcms_id, type, subject, received_at, updated_at, pool_id,
        patient_name, priority, status) values (${RIVERSIDE}, 'admin', 'Usage', '2019-06-10T20:00:00Z',
        '2019-06-10T20:00:00Z', ${Number(pool!.id)}, 'P', 'routine', 'new_request') returning id`);
    const [hill] = await rows(sql`select id from requests where wcms_id = ${HILLVIEW} limit 1`);
    const note = (requestId: unknown, author: number | null, at: string) =>
      rows(sql`insert into request_thread (request_id, kind, body, author_user_id, author_name, created_at)
        values (${Number(requestId)}, ${author === null ? 'patient_message' : 'note'}, 'Usage', ${author}, 'S', ${at})`);
    await note(req!.id, RECEPTION, '2019-06-10T23:10:00Z');
    await note(req!.id, MANAGER, '2019-06-10T22:50:00Z');
    await note(req!.id, null, '2019-06-11T10:00:00Z');
    await note(req!.id, MANAGER, '2019-10-27T01:15:00Z');
    await note(req!.id, RECEPTION, new Date(Date.now() - 120_000).toISOString());
    await note(hill!.id, RECEPTION, '2019-06-11T10:00:00Z');
    // messages: 160, 161, 306, 307 characters, one with characters of two bytes (counted as characters)
    const message = (channel: string, body: string, at: string) =>
      rows(sql`insert into outbox_messages (id, wcms_id, channel, recipient, body, created_at, updated_at)
        values (gen_random_uuid(), ${RIVERSIDE}, ${channel}, '07700900001', ${body}, ${at}, ${at})`);
    await message('sms', 'a'.repeat(160), '2019-06-10T23:30:00Z');
    await message('sms', 'a'.repeat(161), '2019-06-10T22:30:00Z');
    await message('sms', 'a'.repeat(306), '2019-06-11T12:00:00Z');
    await message('sms', 'a'.repeat(307), '2019-10-27T01:30:00Z');
    await message('sms', 'é'.repeat(150), '2019-06-11T12:30:00Z');
    await message('email', 'b'.repeat(500), '2019-06-11T12:00:00Z');
    await message('nhs_app', 'Hello', '2019-06-12T12:00:00Z');
    await message('sms', 'Today', new Date(Date.now() - 30_000).toISOString());
  });

  const today = ukToday();
  const ranges: [string, string][] = [
    ['2019-06-10', '2019-06-10'],
    ['2019-06-11', '2019-06-11'],
    ['2019-06-10', '2019-06-12'],
    ['2019-06-01', '2019-06-09'], // nothing
    ['2019-10-26', '2019-10-28'],
    ['2019-03-30', '2019-04-01'],
    ['2019-01-01', '2019-12-31'],
    [shiftDay(today, -1), today],
  ];
  const check = async (from: string, to: string) => {
    const report = await buildReport(t.database.db, RIVERSIDE, 'usage', from, to);
    const direct = await directUsage(RIVERSIDE, from, to);
    for (const key of ['activeStaff', 'signIns', 'staffActions', 'outboundMessages', 'smsFragments'])
      expect(figure(report, key), key).toBe(Number(direct.figures[key]));
    for (const key of [
      'activeStaffByDay',
      'signInsByDay',
      'actionsByStaff',
      'messagesByChannel',
      'smsFragmentsByDay',
    ] as const)
      expect(valuesOf(report, key), key).toEqual(nonZero(direct[key]));
  };
  for (const [from, to] of ranges) {
    it(`counts ${from}…${to} as the sign-ins, threads and messages themselves do`, async () => {
      await check(from, to);
    });
  }

  it('leaves out an account the practice uses internally, in both computations', async () => {
    await rows(
      sql`update memberships set used_internally = true where user_id = ${RECEPTION} and wcms_id = ${RIVERSIDE}`,
    );
    try {
      await check('2019-06-10', '2019-06-12');
      const report = await buildReport(t.database.db, RIVERSIDE, 'usage', '2019-06-10', '2019-06-12');
      expect(valuesOf(report, 'actionsByStaff')).not.toHaveProperty(
        String((await rows(sql`select forename || ' ' || surname as n from users where id = ${RECEPTION}`))[0]!.n),
      );
    } finally {
      await rows(
        sql`update memberships set used_internally = false where user_id = ${RECEPTION} and wcms_id = ${RIVERSIDE}`,
      );
    }
  });
});
