import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { requests } from './tables.js';
import { requestOpenCounts, requestReadOpenCounts } from './inbox-tables.js';
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

/** The read counters hold exactly each user's reads of open requests, grouped as request_open_counts is. */
async function expectReadCountersMatchReads() {
  const kept = await t.database.db
    .select({
      key: sql<string>`concat_ws('/', ${requestReadOpenCounts.userId}, ${requestReadOpenCounts.wcmsId}, ${requestReadOpenCounts.poolId}, ${requestReadOpenCounts.assignedUserId}, ${requestReadOpenCounts.attention})`,
      n: requestReadOpenCounts.readCount,
    })
    .from(requestReadOpenCounts)
    .where(sql`${requestReadOpenCounts.readCount} <> 0`);
  const fresh = await t.database.db.execute<{ key: string; n: number }>(sql`
    select concat_ws('/', rr.user_id, r.wcms_id, r.pool_id, coalesce(r.assigned_user_id, 0), r.unacknowledged_count > 0)
      as key, count(*)::int as n
    from request_reads rr join requests r on r.id = rr.request_id
    where r.status <> 'completed' group by 1`);
  const result = fresh as unknown as { rows?: { key: string; n: number }[] } & { key: string; n: number }[];
  const rows = result.rows ?? result;
  const sorted = (list: { key: string; n: number }[]) => list.map((r) => `${r.key}=${Number(r.n)}`).sort();
  expect(sorted(kept)).toEqual(sorted(rows));
}

/** Every pool's unread (and read) total for a user as the inbox answers it, against a count of requests and reads. */
async function expectUnreadTotals(userId: number) {
  await expectReadCountersMatchReads();
  const read = `exists (select 1 from request_reads rr where rr.user_id = ${userId} and rr.request_id = requests.id)`;
  const pools: [number, string][] = [
    [0, 'true'],
    [-1, `assigned_user_id = ${userId}`],
    [-2, `pool_id in (select group_id from group_members where user_id = ${userId})`],
    [-3, 'unacknowledged_count > 0'],
    [1, 'pool_id = 1'],
    [2, 'pool_id = 2'],
  ];
  const totals: Record<number, number> = {};
  for (const [pool, where] of pools) {
    const unread = await list(`pool_id=${pool}&filters=unread:true&page_size=1`, userId);
    expect(unread.total_items, `unread in pool ${pool}`).toBe(await counted(`(${where}) and not ${read}`));
    const alreadyRead = await list(`pool_id=${pool}&filters=unread:false&page_size=1`, userId);
    expect(alreadyRead.total_items, `read in pool ${pool}`).toBe(await counted(`(${where}) and ${read}`));
    totals[pool] = unread.total_items as number;
  }
  return totals;
}

describe('the unread totals kept by request_read_open_counts', () => {
  async function open(id: number, userId: number) {
    const { headers } = await t.signIn(userId);
    const response = await t.app.inject({ method: 'GET', url: `/api/my/messages/wcms_id/1001/${id}`, headers });
    expect(response.statusCode).toBe(200);
  }

  it('follows reads, mark unread, take, assign, a patient message, complete, reopen and delete', async () => {
    const before = await expectUnreadTotals(RECEPTION);
    const id = await addRequest(t.database.db);
    let now = await expectUnreadTotals(RECEPTION);
    expect(now[0]).toBe(before[0]! + 1);

    // opening it reads it: one fewer unread, for this user only
    await open(id, RECEPTION);
    now = await expectUnreadTotals(RECEPTION);
    expect(now[0]).toBe(before[0]);
    expect((await expectUnreadTotals(MANAGER))[0]).toBeGreaterThan(0);

    await act(id, { action: 'mark_unread' });
    now = await expectUnreadTotals(RECEPTION);
    expect(now[0]).toBe(before[0]! + 1);

    await open(id, RECEPTION);
    await open(id, MANAGER);
    await act(id, { action: 'take' });
    await expectUnreadTotals(RECEPTION);
    await act(id, { action: 'assign', assignee_kind: 'group', assignee_id: 2 });
    await expectUnreadTotals(RECEPTION);
    await addPatientMessage(t.database.db, id);
    await expectUnreadTotals(MANAGER);
    await act(id, { action: 'acknowledge_all' });
    await expectUnreadTotals(MANAGER);
    await act(id, { action: 'complete', outcome: 'Advice given', consultation_method: 'telephone' });
    await expectUnreadTotals(MANAGER);
    await act(id, { action: 'reopen' });
    await expectUnreadTotals(RECEPTION);

    // deleted with its reads (the cascade): the counters lose it for everyone who had read it
    await t.database.db.delete(requests).where(eq(requests.id, id));
    now = await expectUnreadTotals(RECEPTION);
    expect(now).toEqual(before);
    await expectUnreadTotals(MANAGER);
  });

  it('counts unread with another filter or a search from the requests themselves', async () => {
    const id = await addRequest(t.database.db, { priority: 'urgent', patientName: 'Zebedee Unreadtest' });
    try {
      const search = await list('search_term=unreadtest&search_type=patient_name&filters=unread:true');
      expect(search.total_items).toBe(1);
      await open(id, MANAGER);
      const after = await list('search_term=unreadtest&search_type=patient_name&filters=unread:true');
      expect(after.total_items).toBe(0);
      const urgentUnread = await list('filters=priority:urgent,unread:true&page_size=1');
      expect(urgentUnread.total_items).toBe(
        await counted(
          `priority = 'urgent' and not exists (select 1 from request_reads rr where rr.user_id = ${MANAGER} and rr.request_id = requests.id)`,
        ),
      );
    } finally {
      await t.database.db.delete(requests).where(eq(requests.id, id));
    }
    await expectReadCountersMatchReads();
  });
});
