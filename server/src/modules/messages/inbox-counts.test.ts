import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { requests } from './tables.js';
import { requestOpenCounts } from './inbox-tables.js';
import { addPatientMessage, addRequest } from './test-fixtures.js';

// The inbox's unfiltered totals and the verbose pool counts come from request_open_counts, kept by triggers on
// requests: after every change of status, pool, assignee or attention they must equal a count of the requests.
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(60_000));

const RECEPTION = 3;
const MANAGER = 4;

async function list(query: string, userId = MANAGER, wcmsId = 1001) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({ method: 'GET', url: `/api/my/messages/wcms_id/${wcmsId}?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Json;
}

async function act(id: number, action: Record<string, unknown>, userId = RECEPTION) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/my/messages/wcms_id/1001/${id}`,
    headers,
    payload: action,
  });
  expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
}

/** Open requests counted from requests itself, for one pool view of Riverside. */
async function counted(where: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .where(sql.raw(`wcms_id = 1001 and status <> 'completed' and (${where})`));
  return row!.n;
}

/** The counter table holds exactly the grouped open requests (rows that fell to 0 aside). */
async function expectCountersMatchRequests() {
  const kept = await t.database.db
    .select({
      wcmsId: requestOpenCounts.wcmsId,
      poolId: requestOpenCounts.poolId,
      assignedUserId: requestOpenCounts.assignedUserId,
      attention: requestOpenCounts.attention,
      n: requestOpenCounts.openCount,
    })
    .from(requestOpenCounts)
    .where(sql`${requestOpenCounts.openCount} <> 0`);
  const fresh = await t.database.db
    .select({
      wcmsId: requests.wcmsId,
      poolId: requests.poolId,
      assignedUserId: sql<number>`coalesce(${requests.assignedUserId}, 0)::int`,
      attention: sql<boolean>`${requests.unacknowledgedCount} > 0`,
      n: sql<number>`count(*)::int`,
    })
    .from(requests)
    .where(sql`status <> 'completed'`)
    .groupBy(sql`1, 2, 3, 4`);
  const key = (r: { wcmsId: number; poolId: number; assignedUserId: number; attention: boolean }) =>
    `${r.wcmsId}/${r.poolId}/${r.assignedUserId}/${r.attention}`;
  const sorted = (rows: typeof kept) => rows.map((r) => `${key(r)}=${r.n}`).sort();
  expect(sorted(kept)).toEqual(sorted(fresh));
}

/** Every pool's total as the inbox answers it (unfiltered list and verbose), against a count of requests. */
async function expectTotals() {
  await expectCountersMatchRequests();
  const pools = (await list('verbose=true&page_size=1', RECEPTION)).pools as Json[];
  const openCount = (id: number) => pools.find((p) => p.id === id)!.open_count as number;
  const expected: [number, string][] = [
    [0, 'true'],
    [-1, `assigned_user_id = ${RECEPTION}`],
    [-2, `pool_id in (select group_id from group_members where user_id = ${RECEPTION})`],
    [-3, 'unacknowledged_count > 0'],
    [1, 'pool_id = 1'],
    [2, 'pool_id = 2'],
    [3, 'pool_id = 3'],
  ];
  for (const [pool, where] of expected) {
    const n = await counted(where);
    expect(openCount(pool), `verbose pool ${pool}`).toBe(n);
    expect((await list(`pool_id=${pool}&page_size=1`, RECEPTION)).total_items, `pool_id=${pool}`).toBe(n);
  }
  return {
    all: openCount(0),
    mine: openCount(-1),
    attention: openCount(-3),
    incoming: openCount(1),
    reception: openCount(2),
  };
}

describe('the inbox totals kept by request_open_counts', () => {
  it('starts equal to a count of the demo requests', async () => {
    const totals = await expectTotals();
    expect(totals.all).toBeGreaterThan(0);
    // Hillview's totals are its own
    const hillview = await list('page_size=1', MANAGER, 1002);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(requests)
      .where(sql`wcms_id = 1002 and status <> 'completed'`);
    expect(hillview.total_items).toBe(row!.n);
  });

  it('follows a request through take, assign, a patient message, acknowledge, complete, reopen and delete', async () => {
    const before = await expectTotals();
    const id = await addRequest(t.database.db);
    let now = await expectTotals();
    expect([now.all, now.incoming]).toEqual([before.all + 1, before.incoming + 1]);

    await act(id, { action: 'take' });
    now = await expectTotals();
    expect(now.mine).toBe(before.mine + 1);

    await act(id, { action: 'assign', assignee_kind: 'group', assignee_id: 2 });
    now = await expectTotals();
    expect([now.mine, now.incoming, now.reception]).toEqual([before.mine, before.incoming, before.reception + 1]);

    await addPatientMessage(t.database.db, id);
    now = await expectTotals();
    expect(now.attention).toBe(before.attention + 1);

    await act(id, { action: 'acknowledge_all' });
    now = await expectTotals();
    expect(now.attention).toBe(before.attention);

    await act(id, { action: 'complete', outcome: 'Advice given', consultation_method: 'telephone' });
    now = await expectTotals();
    expect(now.all).toBe(before.all);

    await act(id, { action: 'reopen' });
    now = await expectTotals();
    expect(now.all).toBe(before.all + 1);

    await t.database.db.delete(requests).where(eq(requests.id, id));
    now = await expectTotals();
    expect(now).toEqual(before);
  });

  it('counts a filtered or searched list from the requests themselves', async () => {
    const id = await addRequest(t.database.db, { priority: 'urgent', patientName: 'Zebedee Countertest' });
    try {
      const search = await list('search_term=countertest&search_type=patient_name');
      expect(search.total_items).toBe(1);
      const urgent = await list('filters=priority:urgent&page_size=1');
      expect(urgent.total_items).toBe(await counted(`priority = 'urgent'`));
    } finally {
      await t.database.db.delete(requests).where(eq(requests.id, id));
    }
    await expectTotals();
  });
});
