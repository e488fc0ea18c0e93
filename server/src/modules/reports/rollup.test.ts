import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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
];

async function expectInStep() {
  for (const dimension of DIMENSIONS) expect(await rollup(dimension), dimension).toEqual(await direct(dimension));
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
