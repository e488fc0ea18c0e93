import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { addRequest } from '../messages/test-fixtures.js';
import { requests } from '../messages/index.js';

// Wednesday 4 March 2026, 12:00 UK: the week began on Monday 2 March
const clock = createTestClock(new Date('2026-03-04T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const RECEPTION = 3; // console access basic
const WORKLOAD = `query ConsoleWorkload($w: ID!) { consoleWorkload(wcmsId: $w) {
  today { received completed } week { received completed } open
  byGroup { groupId name open } byAssignee { userId name open } oldestWaiting
  dailyLimits { requestType limit usedToday } } }`;

async function workload(wcmsId = '1001', userId = RECEPTION): Promise<Json> {
  const body = await gql<Json>(t, WORKLOAD, { w: wcmsId }, { token: (await t.signIn(userId)).bearerToken });
  expect(body.errors).toBeUndefined();
  return body.data!.consoleWorkload as Json;
}
const groupOpen = (w: Json, groupId: string) => (w.byGroup as Json[]).find((g) => g.groupId === groupId)?.open ?? 0;
const assigneeOpen = (w: Json, userId: string) => (w.byAssignee as Json[]).find((a) => a.userId === userId)?.open ?? 0;

describe('workload dashboard', () => {
  it('counts received, open and completed today and this week, by group and assignee', async () => {
    const before = await workload();
    const today = await addRequest(t.database.db, {
      receivedAt: new Date('2026-03-04T09:00:00Z'),
      poolId: 1,
      assignedUserId: RECEPTION,
    });
    await addRequest(t.database.db, { receivedAt: new Date('2026-03-02T08:00:00Z'), poolId: 1 });
    // the week before: neither today nor this week
    await addRequest(t.database.db, { receivedAt: new Date('2026-03-01T23:30:00Z'), poolId: 1 });
    const after = await workload();
    expect(after.today.received).toBe(before.today.received + 1);
    expect(after.week.received).toBe(before.week.received + 2);
    expect(after.open).toBe(before.open + 3);
    expect(groupOpen(after, '1')).toBe(groupOpen(before, '1') + 3);
    expect(assigneeOpen(after, String(RECEPTION))).toBe(assigneeOpen(before, String(RECEPTION)) + 1);

    await t.database.db
      .update(requests)
      .set({ status: 'completed', completedAt: clock.now() })
      .where(eq(requests.id, today));
    const done = await workload();
    expect(done.open).toBe(after.open - 1);
    expect(done.today.completed).toBe(after.today.completed + 1);
    expect(done.week.completed).toBe(after.week.completed + 1);
    expect(assigneeOpen(done, String(RECEPTION))).toBe(assigneeOpen(before, String(RECEPTION)));
  });

  it('names the oldest open request’s arrival and each daily limit used', async () => {
    await addRequest(t.database.db, { receivedAt: new Date('2019-05-01T10:00:00Z') });
    const w = await workload();
    expect(w.oldestWaiting).toBe('2019-05-01T10:00:00.000Z');
    expect((w.dailyLimits as Json[]).map((l) => l.requestType)).toEqual(
      expect.arrayContaining(['admin', 'medical', 'outbound_response', 'health_data', 'simple_questionnaire']),
    );
  });

  it('shows another organisation only to its members', async () => {
    const refused = await gql<Json>(t, WORKLOAD, { w: '1002' }, { token: (await t.signIn(RECEPTION)).bearerToken });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
