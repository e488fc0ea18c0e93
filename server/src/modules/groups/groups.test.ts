import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openTestDatabase } from '../../test/test-app.js';
import type { Database } from '../../db/client.js';
import { addUser } from '../../test/fixtures.js';
import { memberships } from '../users/index.js';
import { reassignColleagueRequests, requestLocks, requests, requestThread } from '../messages/index.js';
import { addRequest } from '../messages/test-fixtures.js';
import { groupMembers, groups } from './tables.js';
import {
  deactivateGroup,
  ensureIncomingGroup,
  ensureUnattachedGroup,
  listGroups,
  type GroupsContext,
} from './service.js';

let database: Database;
let ctx: GroupsContext;
const staffNotification = vi.fn();
const now = new Date('2026-03-02T09:00:00Z');
beforeAll(async () => {
  database = await openTestDatabase();
  ctx = {
    db: database.db,
    clock: { now: () => now },
    realtime: { staffNotification, clinicianNotification: vi.fn() },
  };
});
afterAll(async () => database.close());

describe('groups and the Incoming requests group', () => {
  it('lists an organisation’s active groups, Incoming requests first', async () => {
    expect((await listGroups(database.db, 1002)).map((g) => g.name)).toEqual([
      'Incoming requests',
      'Clinicians',
      'Prescriptions',
      'Reception',
    ]);
  });

  it('creates the Incoming requests group of an organisation that has none, once', async () => {
    const { organisations } = await import('../organisations/tables.js');
    await database.db.insert(organisations).values({
      wcmsId: 1009,
      name: 'New Practice',
      clinicalSystem: 'emisweb',
      features: { outbound: false, requests: true, totalTriage: false },
    });
    const first = await ensureIncomingGroup(database.db, 1009);
    const second = await ensureIncomingGroup(database.db, 1009);
    expect(first).toMatchObject({ wcmsId: 1009, name: 'Incoming requests', kind: 'incoming', active: true });
    expect(second.id).toBe(first.id);
    // one incoming group per organisation
    await expect(
      database.db.insert(groups).values({ wcmsId: 1009, name: 'Another', kind: 'incoming' }),
    ).rejects.toThrow();
  });
});

describe('reassignment when a target becomes unavailable (spec §4)', () => {
  it('moves a deactivated group’s open requests to Incoming requests and tells its members', async () => {
    const [group] = await database.db.insert(groups).values({ wcmsId: 1001, name: 'Physio' }).returning();
    await database.db.insert(groupMembers).values({ groupId: group!.id, userId: 2 });
    const open = await addRequest(database.db, { poolId: group!.id, status: 'triaged', assignedUserId: 2 });
    const done = await addRequest(database.db, { poolId: group!.id, status: 'completed' });
    const elsewhere = await addRequest(database.db, { poolId: 3, status: 'triaged' });
    staffNotification.mockClear();

    expect(await deactivateGroup(ctx, 1001, group!.id)).toEqual({ moved: 1 });
    const rows = await database.db.select().from(requests).where(eq(requests.poolId, group!.id));
    expect(rows.map((r) => r.id)).toEqual([done]);
    const [moved] = await database.db.select().from(requests).where(eq(requests.id, open));
    // the colleague stays assigned; only the group went away
    expect(moved).toMatchObject({ poolId: 1, assignedUserId: 2, updatedAt: now });
    const [entry] = await database.db.select().from(requestThread).where(eq(requestThread.requestId, open));
    expect(entry).toMatchObject({
      kind: 'assignment',
      body: 'Moved to Incoming requests: the group Physio is no longer available.',
      authorName: 'Carebridge',
      authorUserId: null,
    });
    // Tom Hughes and Grace Adeyemi are in Riverside's Incoming requests
    expect(staffNotification.mock.calls).toEqual(
      expect.arrayContaining([
        [1001, 3, { type: 'new', id: expect.any(Number) }],
        [1001, 4, { type: 'new', id: expect.any(Number) }],
      ]),
    );
    expect(staffNotification).toHaveBeenCalledTimes(2);
    const [other] = await database.db.select().from(requests).where(eq(requests.id, elsewhere));
    expect(other!.poolId).toBe(3);
    const [deactivated] = await database.db.select().from(groups).where(eq(groups.id, group!.id));
    expect(deactivated!.active).toBe(false);
    expect((await listGroups(database.db, 1001)).map((g) => g.id)).not.toContain(group!.id);
  });

  it('never deletes the Incoming requests or Unattached items group, nor another organisation’s group', async () => {
    await expect(deactivateGroup(ctx, 1001, 1)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The Incoming requests group cannot be deleted.',
    });
    const unattached = await ensureUnattachedGroup(database.db, 1001);
    await expect(deactivateGroup(ctx, 1001, unattached.id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The Unattached items group cannot be deleted.',
    });
    await expect(deactivateGroup(ctx, 1001, 6)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('moves the open requests of a colleague who left to Incoming requests, out of their groups and locks', async () => {
    const leaver = await addUser(database.db, {
      forename: 'Lee',
      surname: 'Vers',
      memberships: [
        { wcmsId: 1001, role: 'no' },
        { wcmsId: 1002, role: 'no' },
      ],
    });
    await database.db.insert(groupMembers).values([
      { groupId: 2, userId: leaver.id },
      { groupId: 6, userId: leaver.id },
    ]);
    const mine = await addRequest(database.db, { poolId: 2, status: 'triaged', assignedUserId: leaver.id });
    const completed = await addRequest(database.db, { poolId: 2, status: 'completed', assignedUserId: leaver.id });
    const atHillview = await addRequest(database.db, {
      wcmsId: 1002,
      poolId: 6,
      status: 'triaged',
      assignedUserId: leaver.id,
    });
    await database.db
      .insert(requestLocks)
      .values({ requestId: mine, userId: leaver.id, since: now, expiresAt: new Date(now.getTime() + 60_000) });

    // whatever removes the membership calls the service
    await database.db.delete(memberships).where(and(eq(memberships.userId, leaver.id), eq(memberships.wcmsId, 1001)));
    expect(await reassignColleagueRequests(ctx, 1001, leaver.id)).toEqual({ moved: 1 });

    const byId = async (id: number) => (await database.db.select().from(requests).where(eq(requests.id, id)))[0]!;
    expect(await byId(mine)).toMatchObject({ poolId: 1, assignedUserId: null });
    expect(await byId(completed)).toMatchObject({ poolId: 2, assignedUserId: leaver.id });
    expect(await byId(atHillview)).toMatchObject({ poolId: 6, assignedUserId: leaver.id });
    const [entry] = await database.db.select().from(requestThread).where(eq(requestThread.requestId, mine));
    expect(entry!.body).toBe('Moved to Incoming requests: Lee Vers is no longer available.');
    expect(
      (await database.db.select().from(groupMembers).where(eq(groupMembers.userId, leaver.id))).map((m) => m.groupId),
    ).toEqual([6]);
    expect(await database.db.select().from(requestLocks).where(eq(requestLocks.userId, leaver.id))).toEqual([]);
  });
});
