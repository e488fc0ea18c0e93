import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { daysOf, reportPeriods } from './period.js';
import { dayBlocks, percentiles } from './percentiles.js';

const RIVERSIDE = 1001;
const HILLVIEW = 1002;
const MANAGER = 4;
const RECEPTION = 3;

let t: TestApp;
type Row = Record<string, unknown>;
const rows = async (query: SQL): Promise<Row[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The rollup's non-zero counts of a dimension, as sorted "day|type|label|extra=n" lines. */
async function rollup(dimension: string): Promise<string[]> {
  const list = await rows(sql`select wcms_id, day::text as day, type, label, extra, sum(n)::int as n
    from report_request_days where dimension = ${dimension} group by 1, 2, 3, 4, 5 having sum(n) <> 0`);
  return list.map((r) => `${r.wcms_id}|${r.day}|${r.type}|${r.label}|${r.extra}=${r.n}`).sort();
}

/** Each request's first entry by a colleague. */
const FIRST = sql`(select request_id, min(created_at) as at from request_thread where author_user_id is not null
  group by 1)`;

/** The same counted straight from `requests` (written out per dimension, not through the migration's function). */
async function direct(dimension: string): Promise<string[]> {
  const uk = (c: string) => sql.raw(`(${c} at time zone 'Europe/London')::date::text`);
  const q: Record<string, SQL> = {
    received: sql`select wcms_id, ${uk('received_at')} as day, type, '' as label, '' as extra, count(*)::int as n
      from requests group by 1, 2, 3`,
    received_hour: sql`select wcms_id, ${uk('received_at')} as day, '' as type,
      extract(hour from received_at at time zone 'Europe/London')::int::text as label, '' as extra, count(*)::int as n
      from requests group by 1, 2, 4`,
    closed: sql`select wcms_id, ${uk('greatest(received_at, completed_at)')} as day, '' as type, '' as label, '' as extra,
      count(*)::int as n from requests where completed_at is not null group by 1, 2`,
    completed: sql`select wcms_id, ${uk('completed_at')} as day, type, coalesce(outcome, '') as label,
      case when outcome is null then 'null' else '' end as extra, count(*)::int as n
      from requests where completed_at is not null group by 1, 2, 3, 4, 5`,
    completed_method: sql`select wcms_id, ${uk('completed_at')} as day, '' as type,
      coalesce(consultation_method, '') as label, '' as extra, count(*)::int as n
      from requests where completed_at is not null group by 1, 2, 4`,
    medical: sql`select wcms_id, ${uk('received_at')} as day, type, priority as label,
      case when completed_at is null then '' else 'completed' end as extra, count(*)::int as n
      from requests where type = 'medical' group by 1, 2, 3, 4, 5`,
    medical_problem: sql`select wcms_id, ${uk('received_at')} as day, type, subject as label, '' as extra,
      count(*)::int as n from requests where type = 'medical' group by 1, 2, 3, 4`,
    medical_assignee: sql`select wcms_id, ${uk('received_at')} as day, type,
      coalesce(assigned_user_id::text, '') as label, '' as extra, count(*)::int as n
      from requests where type = 'medical' group by 1, 2, 3, 4`,
    medical_group: sql`select wcms_id, ${uk('received_at')} as day, type, pool_id::text as label, '' as extra,
      count(*)::int as n from requests where type = 'medical' group by 1, 2, 3, 4`,
  };
  const timed = /^(first|done|medical_done)_time\/(\d)$/.exec(dimension);
  if (timed) {
    // the duration counts per block of 2^level UK days from 1 January 1900
    const size = 2 ** Number(timed[2]);
    const block = (c: string) =>
      sql.raw(
        `(date '1900-01-01' + ((${c} at time zone 'Europe/London')::date - date '1900-01-01') / ${size} * ${size})::text`,
      );
    const bucket = (s: string) => sql.raw(`report_time_bucket(extract(epoch from (${s})))::text`);
    q[dimension] =
      timed[1] === 'first'
        ? sql`select r.wcms_id, ${block('r.received_at')} as day, '' as type, ${bucket('f.at - r.received_at')} as label,
            '' as extra, count(*)::int as n from requests r join ${FIRST} f on f.request_id = r.id group by 1, 2, 4`
        : sql`select wcms_id, ${block('received_at')} as day, ${timed[1] === 'medical_done' ? sql`type` : sql`''`} as type,
            ${bucket('completed_at - received_at')} as label, '' as extra, count(*)::int as n from requests
            where completed_at is not null ${timed[1] === 'medical_done' ? sql`and type = 'medical'` : sql``}
            group by 1, 2, 3, 4`;
  }
  const list = await rows(q[dimension]!);
  return list.map((r) => `${r.wcms_id}|${r.day}|${r.type}|${r.label}|${r.extra}=${r.n}`).sort();
}

const DIMENSIONS = [
  'received',
  'received_hour',
  'closed',
  'completed',
  'completed_method',
  'medical',
  'medical_problem',
  'medical_assignee',
  'medical_group',
  ...[0, 1, 2, 5, 8].flatMap((level) => ['first', 'done', 'medical_done'].map((m) => `${m}_time/${level}`)),
];

/** report_request_times and report_staff_days as lines, and the same computed straight from requests and threads. */
async function times() {
  const line = (r: Row) => Object.values(r).map(String).join('|');
  const [kept, fresh, staff, staffDirect] = await Promise.all([
    rows(sql`select request_id, metric, wcms_id, type, received_at::text, bucket, value from report_request_times`),
    rows(sql`select r.id as request_id, 'done' as metric, r.wcms_id, r.type, r.received_at::text,
        report_time_bucket(extract(epoch from (r.completed_at - r.received_at))) as bucket,
        (extract(epoch from (r.completed_at - r.received_at)) / 3600)::float8 as value
      from requests r where r.completed_at is not null
      union all select r.id, 'first', r.wcms_id, r.type, r.received_at::text,
        report_time_bucket(extract(epoch from (f.at - r.received_at))),
        (extract(epoch from (f.at - r.received_at)) / 60)::float8
      from requests r join ${FIRST} f on f.request_id = r.id`),
    rows(sql`select wcms_id, day::text, user_id, actions from report_staff_days where actions <> 0`),
    rows(sql`select r.wcms_id, (t.created_at at time zone 'Europe/London')::date::text as day, t.author_user_id,
        count(*)::int as actions
      from request_thread t join requests r on r.id = t.request_id where t.author_user_id is not null group by 1, 2, 3`),
  ]);
  return {
    kept: kept.map(line).sort(),
    fresh: fresh.map(line).sort(),
    staff: staff.map(line).sort(),
    staffDirect: staffDirect.map(line).sort(),
  };
}

async function expectInStep() {
  for (const dimension of DIMENSIONS) expect(await rollup(dimension), dimension).toEqual(await direct(dimension));
  const { kept, fresh, staff, staffDirect } = await times();
  expect(kept, 'report_request_times').toEqual(fresh);
  expect(staff, 'report_staff_days').toEqual(staffDirect);
}

let pools: number[] = [];
async function create(fields: { w?: number; type: string; subject: string; received: string; priority?: string }) {
  const [row] = await rows(sql`insert into requests (wcms_id, type, subject, received_at, updated_at, pool_id,
      patient_name, priority, status)
    values (${fields.w ?? RIVERSIDE}, ${fields.type}, ${fields.subject}, ${fields.received}, ${fields.received},
      ${fields.w === HILLVIEW ? pools[1] : pools[0]}, 'Rollup Patient', ${fields.priority ?? 'unprioritised'}, 'new_request')
    returning id`);
  return Number(row!.id);
}

/** A thread entry: by a colleague (`author`) or the patient (null). */
async function entry(requestId: number, author: number | null, at: string) {
  await rows(sql`insert into request_thread (request_id, kind, body, author_user_id, author_name, created_at)
    values (${requestId}, ${author === null ? 'patient_message' : 'note'}, 'Entry', ${author}, 'Someone', ${at})`);
}

beforeAll(async () => {
  t = await createTestApp();
  const list = await rows(sql`select distinct on (wcms_id) id, wcms_id from groups
    where wcms_id in (${RIVERSIDE}, ${HILLVIEW}) order by wcms_id, id`);
  pools = [RIVERSIDE, HILLVIEW].map((w) => Number(list.find((r) => r.wcms_id === w)!.id));
});
afterAll(async () => {
  await t.close();
});

describe('the reports per-day rollup', () => {
  it('holds the seeded requests as counted directly', async () => {
    await expectInStep();
  });

  it('stays equal to a direct count as requests are created, completed, reassigned and deleted', async () => {
    // created: one at a time, and many in one statement, across a UK midnight in summer time (23:30 UTC = 00:30 BST)
    const a = await create({ type: 'medical', subject: 'Rash', received: '2024-06-10T23:30:00Z', priority: 'urgent' });
    const b = await create({ type: 'admin', subject: 'Sick note', received: '2024-06-11T08:15:00Z' });
    const c = await create({ w: HILLVIEW, type: 'medical', subject: 'Cough', received: '2024-06-11T12:00:00Z' });
    await t.database.db.execute(sql`insert into requests (wcms_id, type, subject, received_at, updated_at, pool_id,
        patient_name, priority, status)
      select ${RIVERSIDE}, case when i % 2 = 0 then 'medical' else 'health_data' end, 'Batch ' || (i % 3),
        timestamptz '2024-06-12T07:00:00Z' + i * interval '37 minutes', timestamptz '2024-06-12T07:00:00Z',
        ${pools[0]}, 'Batch Patient', 'routine', 'new_request'
      from generate_series(1, 40) i`);
    await expectInStep();

    // thread entries: the patient's (no first action), a colleague's, an earlier colleague's (a new first action),
    // many at once, on the two organisations' requests
    await entry(a, null, '2024-06-10T23:35:00Z');
    await expectInStep();
    await entry(a, RECEPTION, '2024-06-11T01:00:00Z');
    await entry(b, MANAGER, '2024-06-11T09:00:00Z');
    await entry(c, RECEPTION, '2024-06-11T12:01:00Z');
    await expectInStep();
    await entry(a, MANAGER, '2024-06-10T23:40:00Z');
    await t.database.db.execute(sql`insert into request_thread (request_id, kind, body, author_user_id, author_name,
        created_at)
      select r.id, 'note', 'Batch note', case when r.id % 3 = 0 then null else ${RECEPTION}::int end, 'Someone',
        r.received_at + (r.id % 7) * interval '13 minutes'
      from requests r where r.subject like 'Batch %'`);
    await expectInStep();

    // completed (one with an outcome and method, one without, one completed "before" it was received)
    await t.database.db.execute(sql`update requests set status = 'completed', completed_at = '2024-06-12T09:00:00Z',
        outcome = 'Advice given', consultation_method = 'Telephone' where id = ${a}`);
    await t.database.db.execute(sql`update requests set status = 'completed', completed_at = '2024-06-11T08:00:00Z'
      where id = ${b}`);
    await t.database.db
      .execute(sql`update requests set status = 'completed', completed_at = received_at + interval '2 days',
        outcome = case when id % 3 = 0 then null else 'Booked' end
      where subject like 'Batch %' and id % 2 = 0`);
    await expectInStep();

    // reassigned: to a person, to another group, a new priority and problem; then reopened
    await t.database.db.execute(
      sql`update requests set assigned_user_id = ${MANAGER}, priority = 'same_day' where id = ${a}`,
    );
    await t.database.db.execute(sql`update requests set assigned_user_id = ${RECEPTION}, subject = 'Rash (itchy)'
      where subject = 'Batch 1'`);
    await t.database.db.execute(sql`update requests set status = 'triaged', completed_at = null, outcome = null
      where subject = 'Batch 2' and completed_at is not null`);
    // an update that changes nothing the reports count (the inbox's read marks, acknowledgements…)
    await t.database.db.execute(sql`update requests set unacknowledged_count = unacknowledged_count + 1
      where wcms_id = ${RIVERSIDE}`);
    await expectInStep();

    // thread entries moved, their colleague gone (set null), deleted; a request moved to the other organisation
    await t.database.db.execute(sql`update request_thread set created_at = created_at - interval '1 day'
      where request_id = ${a} and author_user_id = ${MANAGER}`);
    await t.database.db.execute(sql`update request_thread set author_user_id = null
      where request_id = ${b} and author_user_id = ${MANAGER}`);
    await t.database.db.execute(sql`delete from request_thread where body = 'Batch note' and request_id % 2 = 0`);
    await expectInStep();
    await t.database.db.execute(sql`update requests set wcms_id = ${HILLVIEW}, pool_id = ${pools[1]}
      where subject = 'Batch 1' and id % 2 = 1`);
    await expectInStep();

    // deleted: one, many, and the other organisation's
    await t.database.db.execute(sql`delete from requests where id = ${b}`);
    await t.database.db.execute(sql`delete from requests where subject = 'Batch 0'`);
    await t.database.db.execute(sql`delete from requests where id = ${c}`);
    await expectInStep();
  });

  it('follows the product’s own actions: take, assign to a colleague and to a group, complete', async () => {
    const id = await create({ type: 'medical', subject: 'Chest pain', received: '2024-08-01T17:45:00Z' });
    const act = async (action: Record<string, unknown>, userId = RECEPTION) => {
      const { headers } = await t.signIn(userId);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/my/messages/wcms_id/${RIVERSIDE}/${id}`,
        headers,
        payload: action,
      });
      return response.statusCode;
    };
    expect(await act({ action: 'take' })).toBe(200);
    await expectInStep();
    expect(await act({ action: 'assign', assignee_kind: 'colleague', assignee_id: MANAGER })).toBe(200);
    await expectInStep();
    expect(await act({ action: 'assign', assignee_kind: 'group', assignee_id: pools[0] }, MANAGER)).toBe(200);
    await expectInStep();
    expect(await act({ action: 'complete' }, MANAGER)).toBe(200);
    const [done] = await rows(sql`select completed_at from requests where id = ${id}`);
    expect(done!.completed_at).not.toBeNull();
    await expectInStep();
  });

  it('is rolled back with the change that made it (thread entries too)', async () => {
    const id = await create({ type: 'admin', subject: 'Kept', received: '2024-07-02T10:00:00Z' });
    const before = await times();
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into request_thread (request_id, kind, body, author_user_id, author_name,
          created_at) values (${id}, 'note', 'Undone', ${RECEPTION}, 'R', '2024-07-02T10:05:00Z')`);
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect(await times()).toEqual(before);
  });

  it('is rolled back with the change that made it', async () => {
    const before = await rollup('received');
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into requests (wcms_id, type, subject, received_at, updated_at, pool_id, patient_name)
          values (${RIVERSIDE}, 'admin', 'Undone', '2024-07-01T10:00:00Z', '2024-07-01T10:00:00Z', ${pools[0]}, 'P')`);
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect(await rollup('received')).toEqual(before);
  });
});

/** The medians and 90th percentiles as percentile_cont takes them over every request received in the range. */
async function directPercentiles(w: number, from: string, to: string, metric: 'first' | 'done', type?: 'medical') {
  const { current: q } = reportPeriods(from, to);
  const value =
    metric === 'done'
      ? sql`extract(epoch from (r.completed_at - r.received_at)) / 3600`
      : sql`extract(epoch from (f.at - r.received_at)) / 60`;
  const [row] = await rows(sql`select
      percentile_cont(0.5) within group (order by ${value})::float8 as median,
      percentile_cont(0.9) within group (order by ${value})::float8 as p90
    from requests r left join ${FIRST} f on f.request_id = r.id
    where r.wcms_id = ${w} and r.received_at >= ${q.start.toISOString()} and r.received_at < ${q.end.toISOString()}
      ${type ? sql`and r.type = ${type}` : sql``}`);
  return [row!.median, row!.p90].map((v) => (v === null ? null : Number(v)));
}

describe('the medians and 90th percentiles from the duration buckets', () => {
  it('cover a range with blocks of 2^level days that tile it exactly', () => {
    for (const [from, to] of [
      ['2024-01-01', '2024-12-31'],
      ['2023-03-26', '2023-03-26'],
      ['2025-02-17', '2025-11-30'],
    ] as const) {
      const blocks = dayBlocks(reportPeriods(from, to).current);
      const days = blocks.flatMap(([level, first]) =>
        Array.from({ length: 2 ** level }, (_, i) =>
          new Date(Date.parse(first) + i * 86_400_000).toISOString().slice(0, 10),
        ),
      );
      expect(days).toEqual(daysOf(reportPeriods(from, to).current));
      for (const [level, first] of blocks)
        expect(((Date.parse(first) - Date.UTC(1900, 0, 1)) / 86_400_000) % 2 ** level).toBe(0);
      expect(blocks.length).toBeLessThanOrEqual(18);
    }
  });

  const W = HILLVIEW;
  /** A request received at `received`, completed `doneSeconds` later and first acted on `firstSeconds` later. */
  async function timed(received: string, doneSeconds: number | null, firstSeconds: number | null, type = 'medical') {
    const id = await create({ w: W, type, subject: 'Timed', received });
    const at = (s: number) => new Date(Date.parse(received) + s * 1000).toISOString();
    if (firstSeconds !== null) await entry(id, RECEPTION, at(firstSeconds));
    if (doneSeconds !== null)
      await rows(sql`update requests set status = 'completed', completed_at = ${at(doneSeconds)} where id = ${id}`);
  }

  it('equal percentile_cont over every request: empty, one, even and odd counts, ties, bucket edges, UK midnight', async () => {
    // one request on 2023-02-01; two on 02-02 (even); three on 02-03 (odd), two of them tied
    await timed('2023-02-01T10:00:00Z', 5400, 420);
    await timed('2023-02-02T10:00:00Z', 3600, 60);
    await timed('2023-02-02T11:00:00Z', 7200, 180.5);
    await timed('2023-02-03T09:00:00Z', 600, 600);
    await timed('2023-02-03T09:30:00Z', 600, 600, 'admin');
    await timed('2023-02-03T10:00:00Z', 86_400 * 3, null);
    // received 00:30 BST on 1 July (23:30 UTC on 30 June), and one completed "before" it was received
    await timed('2023-06-30T23:30:00Z', 1800, 30);
    await timed('2023-07-01T08:00:00Z', -120, 45, 'admin');
    // many in one statement: durations over every bucket, with ties and exact edges (a minute, an hour, a day)
    await t.database.db.execute(sql`insert into requests (wcms_id, type, subject, received_at, updated_at, pool_id,
        patient_name, priority, status, completed_at)
      select ${W}, case when i % 3 = 0 then 'medical' else 'admin' end, 'Timed many',
        timestamptz '2023-03-01T06:00:00Z' + i * interval '7 hours 13 minutes', timestamptz '2023-03-01T06:00:00Z',
        ${pools[1]}, 'P', 'routine', 'completed',
        timestamptz '2023-03-01T06:00:00Z' + i * interval '7 hours 13 minutes'
          + (case i % 5 when 0 then interval '1 hour' when 1 then interval '1 day' else (i * i % 977) * interval '97 minutes' end)
      from generate_series(1, 400) i`);
    await t.database.db.execute(sql`insert into request_thread (request_id, kind, body, author_user_id, author_name,
        created_at)
      select r.id, 'note', 'Timed note', ${MANAGER}, 'M',
        r.received_at + case r.id % 4 when 0 then interval '1 minute' else (r.id * 31 % 5000) * interval '17 seconds' end
      from requests r where r.subject = 'Timed many' and r.id % 6 <> 1`);
    await expectInStep();

    const ranges: [string, string][] = [
      ['2023-01-01', '2023-01-31'], // empty
      ['2023-02-01', '2023-02-01'], // one
      ['2023-02-02', '2023-02-02'], // two
      ['2023-02-03', '2023-02-03'], // three (two tied; one without a first action)
      ['2023-02-01', '2023-02-03'],
      ['2023-06-30', '2023-06-30'], // nothing: the 23:30 UTC request is on 1 July in the UK
      ['2023-07-01', '2023-07-01'],
      ['2023-03-01', '2023-03-31'],
      ['2023-03-15', '2023-04-20'],
      ['2023-01-01', '2023-12-31'],
      ['2023-05-01', '2023-05-01'],
    ];
    for (const [from, to] of ranges) {
      const { current: q } = reportPeriods(from, to);
      // the Overview's two times over every request; Medical consultations' completion time over medical ones
      const cases = [['first'], ['done'], ['done', 'medical']] as const;
      for (const [metric, type] of cases) {
        const got = await percentiles(t.database.db, W, metric, q, [0.5, 0.9], type);
        expect(got, `${from}…${to} ${metric} ${type ?? 'all'}`).toEqual(
          await directPercentiles(W, from, to, metric, type),
        );
      }
    }
    // the single request's own values, and the pair's midpoint
    const one = reportPeriods('2023-02-01', '2023-02-01').current;
    expect(await percentiles(t.database.db, W, 'done', one, [0.5, 0.9])).toEqual([1.5, 1.5]);
    const two = reportPeriods('2023-02-02', '2023-02-02').current;
    expect(await percentiles(t.database.db, W, 'first', two, [0.5])).toEqual([(1 + 180.5 / 60) / 2]);
  });
});
