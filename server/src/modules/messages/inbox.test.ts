import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { addUser } from '../../test/fixtures.js';
import { organisations } from '../organisations/index.js';
import { memberships } from '../users/index.js';
import { colleagueCovers } from '../console/index.js';
import { groups } from '../groups/index.js';
import { requests } from './tables.js';
import { COUNT_CAP } from './inbox-count.js';
import { addRequest } from './test-fixtures.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const SUPER = 1;
const CLINICIAN = 2; // Riverside, in Clinicians
const RECEPTION = 3; // Riverside, in Reception and Incoming requests
const MANAGER = 4; // Riverside and Hillview, in every group

async function rest(method: 'GET' | 'PUT' | 'POST', url: string, userId: number | null, payload?: unknown) {
  const headers = userId === null ? {} : (await t.signIn(userId)).headers;
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

const list = (query: string, userId: number | null = MANAGER, wcmsId = 1001) =>
  rest('GET', `/api/my/messages/wcms_id/${wcmsId}${query ? `?${query}` : ''}`, userId);
const ids = (body: Json) => (body._embedded.messages as Json[]).map((m) => m.id as number);
const items = (body: Json) => body._embedded.messages as Json[];

async function countWhere(where: ReturnType<typeof and>) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .where(where);
  return row!.n;
}

describe('GET my/messages: the inbox', () => {
  it('lists the open requests of the organisation newest first, paged, with totals', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    const open = await countWhere(and(eq(requests.wcmsId, 1001), ne(requests.status, 'completed')));
    expect(body).toMatchObject({ page: 1, page_size: 50, total_items: open, total_capped: false });
    expect(body.total_pages).toBe(Math.ceil(open / 50));
    const rows = items(body);
    expect(rows.length).toBe(Math.min(50, open));
    expect(rows.every((r) => r.status !== 'completed')).toBe(true);
    const times = rows.map((r) => Date.parse(r.received_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // request 1 is the newest demo request
    expect(rows[0]).toMatchObject({
      id: 1,
      reference: 'RQ-000001',
      type: 'medical',
      status: 'new_response',
      priority: 'urgent',
      pool_id: 3,
      pool_name: 'Clinicians',
      assignee: { kind: 'colleague', id: 2, name: 'Priya Shah' },
      patient_name: 'Eleanor Whitfield',
      patient_dob: '1948-04-12',
      identity: 'matched_and_verified',
      unacknowledged_count: 1,
      attachment_count: 0,
      locked_by: null,
    });
    expect(rows.find((r) => r.id === 2)).toMatchObject({
      assignee: { kind: 'group', id: 1, name: 'Incoming requests' },
      attachment_count: 1,
      unread: true,
    });
    // request 9 is locked by Priya Shah: others see who
    expect(rows.find((r) => r.id === 9)).toMatchObject({ locked_by: 'Priya Shah' });
    // never another organisation's
    const hillview = await list('', MANAGER, 1002);
    expect(ids(hillview.body).every((id) => id > 100)).toBe(true);
    expect(ids(body).every((id) => id < 100)).toBe(true);
  });

  it('pages through every open request exactly once', async () => {
    const all = await list('page_size=200');
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const { body } = await list(`page_size=10&page=${page}`);
      expect(body).toMatchObject({ page, page_size: 10, total_items: all.body.total_items });
      seen.push(...ids(body));
    }
    expect(seen).toEqual(ids(all.body).slice(0, 30));
    const pages = Math.ceil(all.body.total_items / 10);
    expect(items((await list(`page_size=10&page=${pages}`)).body).length).toBe(all.body.total_items - (pages - 1) * 10);
    const beyond = await list(`page_size=10&page=${pages + 1}`);
    expect(items(beyond.body)).toEqual([]);
    expect(beyond.body).toMatchObject({ total_items: all.body.total_items, total_pages: pages, total_capped: false });
    expect((await list('page_size=201')).status).toBe(400);
    expect((await list('page=0')).status).toBe(400);
  });

  it('includes completed requests with inc_completed or a completed status filter', async () => {
    const everything = await countWhere(eq(requests.wcmsId, 1001));
    const completed = await countWhere(and(eq(requests.wcmsId, 1001), eq(requests.status, 'completed')));
    expect((await list('inc_completed=true&page_size=200')).body.total_items).toBe(everything);
    const onlyCompleted = await list('filters=status:completed&page_size=200');
    expect(onlyCompleted.body.total_items).toBe(completed);
    expect(items(onlyCompleted.body).every((r) => r.status === 'completed')).toBe(true);
  });

  it('gives each pool its requests: a group, all (0), assigned to me (-1), my groups (-2), needs attention (-3)', async () => {
    const clinicians = await list('pool_id=3&page_size=200');
    expect(clinicians.body.total_items).toBe(
      await countWhere(and(eq(requests.poolId, 3), ne(requests.status, 'completed'))),
    );
    expect(items(clinicians.body).every((r) => r.pool_id === 3)).toBe(true);

    const mine = await list('pool_id=-1&page_size=200', CLINICIAN);
    expect(mine.body.total_items).toBeGreaterThan(0);
    expect(items(mine.body).every((r) => r.assignee.kind === 'colleague' && r.assignee.id === CLINICIAN)).toBe(true);

    const myGroups = await list('pool_id=-2&page_size=200', RECEPTION);
    expect(new Set(items(myGroups.body).map((r) => r.pool_id))).toEqual(new Set([1, 2]));
    expect(myGroups.body.total_items).toBe(
      await countWhere(
        and(eq(requests.wcmsId, 1001), ne(requests.status, 'completed'), sql`${requests.poolId} in (1, 2)`),
      ),
    );

    const attention = await list('pool_id=-3&page_size=200');
    expect(ids(attention.body)).toEqual(expect.arrayContaining([1, 10]));
    expect(items(attention.body).every((r) => r.unacknowledged_count > 0)).toBe(true);

    const all = await list('pool_id=0');
    expect(all.body.total_items).toBe((await list('')).body.total_items);
    // another organisation's group holds nothing here; an unknown special pool is refused
    expect((await list('pool_id=5')).body.total_items).toBe(0);
    const unknown = await list('pool_id=-9');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ pool_id: 'Unknown pool -9' });
  });

  it('filters by status, priority, type, assignee and unread, a repeated key meaning either', async () => {
    const statuses = await list('filters=status:new_request,status:new_response&page_size=200');
    expect(new Set(items(statuses.body).map((r) => r.status))).toEqual(new Set(['new_request', 'new_response']));
    expect(statuses.body.total_items).toBe(
      await countWhere(and(eq(requests.wcmsId, 1001), sql`${requests.status} in ('new_request', 'new_response')`)),
    );

    const urgentMedical = await list('filters=priority:urgent,type:medical&page_size=200');
    expect(items(urgentMedical.body).length).toBeGreaterThan(0);
    expect(items(urgentMedical.body).every((r) => r.priority === 'urgent' && r.type === 'medical')).toBe(true);

    const unassigned = await list('filters=assignee:none&page_size=200');
    expect(items(unassigned.body).every((r) => r.assignee.kind === 'group')).toBe(true);
    const priyas = await list(`filters=assignee:${CLINICIAN}&page_size=200`);
    expect(ids(priyas.body)).toEqual(ids((await list('pool_id=-1&page_size=200', CLINICIAN)).body));
    const meOrNone = await list('filters=assignee:me,assignee:none&page_size=200', CLINICIAN);
    expect(meOrNone.body.total_items).toBe(unassigned.body.total_items + priyas.body.total_items);

    // Grace Adeyemi has read some demo requests and not others
    const unread = await list('filters=unread:true&page_size=200');
    const read = await list('filters=unread:false&page_size=200');
    expect(items(unread.body).every((r) => r.unread)).toBe(true);
    expect(items(read.body).every((r) => !r.unread)).toBe(true);
    expect(unread.body.total_items + read.body.total_items).toBe((await list('')).body.total_items);
    expect(read.body.total_items).toBeGreaterThan(0);

    const bad = await list('filters=colour:blue');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { filters: 'Unknown filter colour; use status, priority, type, assignee or unread' },
    });
    expect((await list('filters=status:lost')).body.fields).toEqual({ filters: 'Unknown status lost' });
    expect((await list('filters=status')).status).toBe(400);
  });

  it('gives the same totals on a page past the last as on the first, whichever way they are counted', async () => {
    // the open counts of a pool, its unread ones, a filter, a search, and the history with completed requests
    for (const query of [
      '',
      'pool_id=3',
      'filters=unread:true',
      'filters=status:new_request,priority:urgent',
      'search_term=a&search_type=patient_name',
      'inc_completed=true',
    ]) {
      const first = await list(`${query}&page_size=5`);
      expect(first.body.total_items, query).toBeGreaterThan(0);
      const past = await list(`${query}&page_size=5&page=${first.body.total_pages + 1}`);
      expect(items(past.body), query).toEqual([]);
      expect(past.body, query).toMatchObject({
        total_items: first.body.total_items,
        total_pages: first.body.total_pages,
        total_capped: false,
      });
    }
  });

  it('sorts by date, priority, status and patient, with a second order and the newest first on ties', async () => {
    const rank = { urgent: 0, same_day: 1, routine: 2, unprioritised: 3 } as Record<string, number>;
    const byPriority = items((await list('msg_order=priority_desc&page_size=200')).body);
    const ranks = byPriority.map((r) => rank[r.priority]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (let i = 1; i < byPriority.length; i++) {
      if (ranks[i] === ranks[i - 1]) {
        expect(Date.parse(byPriority[i]!.received_at)).toBeLessThanOrEqual(Date.parse(byPriority[i - 1]!.received_at));
      }
    }
    const leastUrgent = items((await list('msg_order=priority_asc&page_size=200')).body).map((r) => rank[r.priority]!);
    expect(leastUrgent).toEqual([...leastUrgent].sort((a, b) => b - a));

    const withSecond = items((await list('msg_order=priority_desc&second_msg_order=date_asc&page_size=200')).body);
    for (let i = 1; i < withSecond.length; i++) {
      if (withSecond[i]!.priority === withSecond[i - 1]!.priority) {
        expect(Date.parse(withSecond[i]!.received_at)).toBeGreaterThanOrEqual(
          Date.parse(withSecond[i - 1]!.received_at),
        );
      }
    }

    const order = ['new_request', 'triaged', 'waiting_for_patient', 'new_response', 'completed'];
    const byStatus = items((await list('msg_order=status_asc&inc_completed=true&page_size=200')).body).map((r) =>
      order.indexOf(r.status),
    );
    expect(byStatus).toEqual([...byStatus].sort((a, b) => a - b));
    const byStatusDesc = items((await list('msg_order=status_desc&page_size=200')).body).map((r) =>
      order.indexOf(r.status),
    );
    expect(byStatusDesc).toEqual([...byStatusDesc].sort((a, b) => b - a));

    const names = items((await list('msg_order=patient_asc&page_size=200')).body).map((r) =>
      (r.patient_name as string).toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    const namesDesc = items((await list('msg_order=patient_desc&page_size=200')).body).map((r) =>
      (r.patient_name as string).toLowerCase(),
    );
    expect(namesDesc).toEqual([...names].sort().reverse());

    const oldest = items((await list('msg_order=date_asc&page_size=200')).body).map((r) => Date.parse(r.received_at));
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    expect((await list('msg_order=sideways')).status).toBe(400);
  });

  it('searches by patient name prefix, NHS number, subject and reference', async () => {
    const search = async (term: string, type?: string) =>
      ids(
        (
          await list(
            `inc_completed=true&page_size=200&search_term=${encodeURIComponent(term)}${type ? `&search_type=${type}` : ''}`,
          )
        ).body,
      );
    expect(await search('eleanor', 'patient_name')).toContain(1);
    expect(await search('WHIT', 'patient_name')).toContain(1);
    expect(await search('elea whit', 'patient_name')).toContain(1);
    expect(await search('leanor', 'patient_name')).not.toContain(1);
    expect(await search('999 100 0003', 'nhs_number')).toContain(1);
    expect(await search('999100000', 'nhs_number')).toEqual([]);
    const rash = await search('rash', 'subject');
    expect(rash).toContain(2);
    expect(rash).not.toContain(1);
    expect(await search('RQ-000007', 'reference')).toEqual([7]);
    expect(await search('rq7', 'reference')).toEqual([7]);
    expect(await search('7', 'reference')).toEqual([7]);
    // a Hillview reference is not found at Riverside
    expect(await search('RQ-000101', 'reference')).toEqual([]);
    // all: whichever the term can be
    expect(await search('9991000003')).toContain(1);
    expect(await search('chest')).toContain(1);
    expect(await search('eleanor')).toContain(1);
    expect(await search('12')).toEqual([12]);
    expect(await search("o'brien ***")).toEqual([]);
    expect(await search('   ')).toHaveLength((await list('inc_completed=true&page_size=200')).body.total_items);
  });

  it('adds every pool and its open count when verbose', async () => {
    const { body } = await list('verbose=true&page_size=1', RECEPTION);
    const pools = body.pools as Json[];
    const open = (await list('')).body.total_items;
    expect(pools.slice(0, 4)).toEqual([
      { id: 0, name: 'All requests', kind: 'all', open_count: open },
      {
        id: -1,
        name: 'Assigned to me',
        kind: 'assigned_to_me',
        open_count: (await list('pool_id=-1', RECEPTION)).body.total_items,
      },
      {
        id: -2,
        name: 'My groups',
        kind: 'my_groups',
        open_count: (await list('pool_id=-2', RECEPTION)).body.total_items,
      },
      {
        id: -3,
        name: 'Needs attention',
        kind: 'needs_attention',
        open_count: (await list('pool_id=-3')).body.total_items,
      },
    ]);
    expect(pools.slice(4).map((p) => [p.id, p.name, p.kind, p.member])).toEqual([
      [1, 'Incoming requests', 'incoming', true],
      [3, 'Clinicians', 'group', false],
      [4, 'Prescriptions', 'group', false],
      [2, 'Reception', 'group', true],
    ]);
    expect(pools.find((p) => p.id === 3)!.open_count).toBe((await list('pool_id=3')).body.total_items);
    expect((await list('')).body.pools).toBeUndefined();
  });

  it('counts the open requests of an inactive group in All requests and My groups, without offering the group', async () => {
    const prescriptions = await list('pool_id=4', MANAGER);
    expect(prescriptions.body.total_items).toBeGreaterThan(0);
    const before = (await list('verbose=true&page_size=1', MANAGER)).body.pools as Json[];
    await t.database.db.update(groups).set({ active: false }).where(eq(groups.id, 4));
    try {
      const after = (await list('verbose=true&page_size=1', MANAGER)).body.pools as Json[];
      expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id).filter((id) => id !== 4));
      // the figures do not move: the requests are still open, and still in the organisation's groups
      expect(after.slice(0, 4)).toEqual(before.slice(0, 4));
      expect(after[0]!.open_count).toBe((await list('', MANAGER)).body.total_items);
      expect(after[2]!.open_count).toBe((await list('pool_id=-2', MANAGER)).body.total_items);
    } finally {
      await t.database.db.update(groups).set({ active: true }).where(eq(groups.id, 4));
    }
  });

  it('offers the requests of colleagues someone covers as their own pool (-4), only to someone who covers', async () => {
    const poolIds = async (userId: number) =>
      ((await list('verbose=true&page_size=1', userId)).body.pools as Json[]).map((p) => p.id as number);
    expect(await poolIds(RECEPTION)).not.toContain(-4);
    expect((await list('pool_id=-4', RECEPTION)).body.total_items).toBe(0);

    await t.database.db.insert(colleagueCovers).values({ wcmsId: 1001, userId: RECEPTION, coveredUserId: CLINICIAN });
    try {
      const covered = await list('pool_id=-4&page_size=200', RECEPTION);
      const clinicians = await list('pool_id=-1&page_size=200', CLINICIAN);
      expect(clinicians.body.total_items).toBeGreaterThan(0);
      expect(ids(covered.body).sort()).toEqual(ids(clinicians.body).sort());
      const pools = (await list('verbose=true&page_size=1', RECEPTION)).body.pools as Json[];
      expect(pools.find((p) => p.id === -4)).toEqual({
        id: -4,
        name: 'Colleagues I cover',
        kind: 'covered_colleagues',
        open_count: clinicians.body.total_items,
      });
      // covering is per organisation: the same staff member at Hillview covers nobody there
      expect((await list('pool_id=-4', MANAGER)).body.total_items).toBe(0);
    } finally {
      await t.database.db.delete(colleagueCovers).where(eq(colleagueCovers.userId, RECEPTION));
    }
  });

  it('stops counting at the cap and says so', async () => {
    expect(COUNT_CAP).toBe(10_000);
    const { body } = await list('');
    expect(body.total_capped).toBe(false);
    const history = (await list('inc_completed=true')).body;
    expect(history.total_capped).toBe(false);

    // a practice's history past the cap: 10,000 more completed requests
    await t.database.db.execute(
      sql`insert into requests (wcms_id, type, status, subject, received_at, updated_at, pool_id, patient_name, completed_at)
          select 1001, 'admin', 'completed', 'Fit note', t, t, 1, 'Ann Other', t
          from generate_series(1, ${COUNT_CAP}) as g(i), lateral (select timestamptz '2024-01-01' + g.i * interval '1 minute' as t) as at`,
    );
    try {
      const capped = { total_items: COUNT_CAP, total_pages: COUNT_CAP / 50, total_capped: true };
      expect((await list('inc_completed=true')).body).toMatchObject(capped);
      // past the last page too (paging goes on past the cap), and when the completed requests alone pass the cap
      const pages = Math.ceil((COUNT_CAP + history.total_items) / 50);
      expect(items((await list(`inc_completed=true&page=${pages}`)).body).length).toBeGreaterThan(0);
      const past = await list(`inc_completed=true&page=${pages + 1}`);
      expect(items(past.body)).toEqual([]);
      expect(past.body).toMatchObject(capped);
      expect((await list('inc_completed=true&filters=status:completed')).body).toMatchObject(capped);
      // the open requests are counted as before
      expect((await list('')).body).toMatchObject({ total_items: body.total_items, total_capped: false });
    } finally {
      await t.database.db.delete(requests).where(and(eq(requests.wcmsId, 1001), eq(requests.subject, 'Fit note')));
    }
    expect((await list('inc_completed=true')).body.total_items).toBe(history.total_items);
  });
});

describe('GET my/messages/{id}: the request view', () => {
  it('shows the request with its patient, thread, attachments, readings and lock, and marks it read', async () => {
    const before = items((await list('page_size=200', RECEPTION)).body).find((r) => r.id === 3);
    expect(before!.unread).toBe(true);
    const { status, body } = await rest('GET', '/api/my/messages/wcms_id/1001/3', RECEPTION);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 3,
      wcms_id: 1001,
      reference: 'RQ-000003',
      type: 'health_data',
      status: 'new_request',
      subject: 'Home blood pressure readings',
      body: 'My blood pressure, weight and height from this week, as asked.',
      unread: false,
      pool_id: 1,
      pool_name: 'Incoming requests',
      patient: {
        name: 'Amara Okoye',
        born: '1985-01-27',
        sex: 'Female',
        address: '22 Station Road, Riverside, RV1 5EF',
        chi_number: null,
      },
      identity: 'matched',
      clinical_patient_id: 'EMIS-5002',
      enquirer: null,
      lock: null,
      thread: [],
      attachments: [],
    });
    expect(body.readings.map((r: Json) => [r.kind, r.value, r.unit, r.code])).toEqual([
      ['blood_pressure', '128/82', 'mmHg', '75367002'],
      ['weight', '72.4', 'kg', '27113001'],
      ['height', '1.68', 'm', '50373000'],
    ]);
    const after = items((await list('page_size=200', RECEPTION)).body).find((r) => r.id === 3);
    expect(after!.unread).toBe(false);
    // read per user: still unread for the manager
    expect(items((await list('page_size=200')).body).find((r) => r.id === 3)!.unread).toBe(true);
  });

  it('shows scales with their total codes, enquirers, attachments and the unacknowledged thread', async () => {
    const gad7 = (await rest('GET', '/api/my/messages/wcms_id/1001/4', MANAGER)).body;
    expect(gad7.readings).toMatchObject([{ kind: 'gad7', value: '8', unit: null, code: '445455005' }]);
    const child = (await rest('GET', '/api/my/messages/wcms_id/1001/7', MANAGER)).body;
    expect(child.enquirer).toMatchObject({ first_name: 'Laura', last_name: 'Lewis', relationship: 'parent' });
    expect(child.attachments).toMatchObject([
      { name: 'letter-from-school.pdf', mime_type: 'application/pdf', direction: 'from_patient' },
    ]);
    const urgent = (await rest('GET', '/api/my/messages/wcms_id/1001/1', MANAGER)).body;
    expect(urgent.unacknowledged_count).toBe(1);
    expect(urgent.thread.map((e: Json) => e.kind)).toEqual([
      'assignment',
      'status_change',
      'assignment',
      'staff_reply',
      'patient_message',
    ]);
    expect(urgent.thread.at(-1)).toMatchObject({ author_name: 'Eleanor Whitfield', acknowledged: false });
    expect(urgent.thread[0].acknowledged).toBeUndefined();
    const locked = (await rest('GET', '/api/my/messages/wcms_id/1001/9', MANAGER)).body;
    expect(locked.lock).toMatchObject({
      user_id: CLINICIAN,
      username: 'Priya Shah',
      since: '2026-03-02T08:30:00.000Z',
    });
    const completed = (await rest('GET', '/api/my/messages/wcms_id/1001/8', MANAGER)).body;
    expect(completed).toMatchObject({
      status: 'completed',
      outcome: 'Prescription issued',
      completed_by: 'Tom Hughes',
    });
  });

  it('answers 404 for a request that is not there or not the organisation’s', async () => {
    expect((await rest('GET', '/api/my/messages/wcms_id/1001/99999', MANAGER)).status).toBe(404);
    const other = await rest('GET', '/api/my/messages/wcms_id/1002/1', MANAGER);
    expect(other).toMatchObject({ status: 404, body: { message: 'Request not found' } });
  });
});

describe('who may use the requests area (spec §6)', () => {
  it('refuses a member of another organisation, with 403 on every call for Riverside and 404 through Hillview', async () => {
    const hillview = await addUser(t.database.db, { memberships: [{ wcmsId: 1002, role: 'full' }] });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/my/messages/wcms_id/1001'],
      ['GET', '/api/my/messages/wcms_id/1001/2'],
      ['PUT', '/api/my/messages/wcms_id/1001/2', { action: 'take' }],
      ['GET', '/api/my/messages/wcms_id/1001/assignees'],
      ['GET', '/api/my/messages/wcms_id/1001/2/attachments/1'],
      ['PUT', '/api/ops-users-messages/2', { wcms_id: 1001, action: 'lock' }],
      [
        'POST',
        '/api/messages/wcms_id/1001',
        {
          telephone: '07700900123',
          patient_nhs_number: '9434765919',
          enquiry_type: 'admin',
          admin_query: 'Fit note',
          priority: 'routine',
        },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const { status, body } = await rest(method as 'GET', url, hillview.id, payload);
      expect({ url, status, message: body.message }).toEqual({
        url,
        status: 403,
        message: 'You do not have access to this organisation',
      });
    }
    expect((await rest('GET', '/api/my/messages/wcms_id/1002/2', hillview.id)).status).toBe(404);
    expect((await rest('PUT', '/api/my/messages/wcms_id/1002/2', hillview.id, { action: 'take' })).status).toBe(404);
    expect(
      (await rest('PUT', '/api/ops-users-messages/2', hillview.id, { wcms_id: 1002, action: 'lock' })).status,
    ).toBe(404);
    // and nothing changed
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, 2));
    expect(request!.assignedUserId).toBeNull();
  });

  it('refuses role super, including a super user acting for an organisation they are not a member of', async () => {
    const superUser = await rest('GET', '/api/my/messages/wcms_id/1001', SUPER);
    expect(superUser).toMatchObject({ status: 403, body: { message: 'You do not have access to this page' } });
    expect((await rest('GET', '/api/my/messages/wcms_id/1001/1', SUPER)).status).toBe(403);
    const superRole = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'super' }] });
    expect(await list('', superRole.id)).toMatchObject({
      status: 403,
      body: { message: 'You do not have access to this page' },
    });
    // a super user who is also a member acts with their membership's role
    const superMember = await addUser(t.database.db, {
      isSuperUser: true,
      memberships: [{ wcmsId: 1001, role: 'no' }],
    });
    t.config.superUserStaffId = superMember.id; // the configured super user account (SUPER_USER_STAFF_ID)
    try {
      expect((await list('', superMember.id)).status).toBe(200);
    } finally {
      t.config.superUserStaffId = SUPER;
    }
    // an organisation that does not exist
    expect((await list('', SUPER, 4242)).status).toBe(404);
    expect((await list('', MANAGER, 4242)).status).toBe(403);
  });

  it('refuses an organisation without requests enabled, and callers without a session', async () => {
    await t.database.db.insert(organisations).values({
      wcmsId: 1003,
      name: 'Lakeside Practice',
      clinicalSystem: 'vision',
      features: { outbound: true, requests: false, totalTriage: false },
    });
    await t.database.db.insert(memberships).values({ userId: MANAGER, wcmsId: 1003, role: 'full' });
    expect(await list('', MANAGER, 1003)).toMatchObject({
      status: 403,
      body: { code: 'FEATURE_DISABLED', message: 'Requests are not enabled for this organisation' },
    });
    expect((await list('', null)).status).toBe(401);
  });

  it('lists the groups and colleagues a request can be assigned to', async () => {
    const outsider = await addRequest(t.database.db); // keeps the fixture import honest
    expect(outsider).toBeGreaterThan(0);
    const { status, body } = await rest('GET', '/api/my/messages/wcms_id/1001/assignees', RECEPTION);
    expect(status).toBe(200);
    expect(body.groups).toEqual([
      { id: 1, name: 'Incoming requests', kind: 'incoming' },
      { id: 3, name: 'Clinicians', kind: 'group' },
      { id: 4, name: 'Prescriptions', kind: 'group' },
      { id: 2, name: 'Reception', kind: 'group' },
    ]);
    expect(body.colleagues).toEqual(
      expect.arrayContaining([
        { id: 4, name: 'Grace Adeyemi' },
        { id: 3, name: 'Tom Hughes' },
        { id: 2, name: 'Priya Shah' },
      ]),
    );
  });
});
