import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  ensureIncomingGroup,
  groupMembers,
  groups,
  INCOMING_GROUP_NAME,
  type Group,
  type GroupsContext,
} from '../groups/index.js';
import { users } from '../users/index.js';
import { poolRecipients, publishNotifications, type PendingNotification } from './notify.js';
import { requestLocks, requests, requestThread } from './tables.js';

// Requests that go back to Incoming requests when the group or colleague they wait for is no longer available
// (spec §4). The groups module raises groupDeactivated; the staff module calls reassignColleagueRequests.

const SYSTEM_AUTHOR = 'Carebridge';

/** Moves the open requests of an unavailable group to its organisation's Incoming requests group. */
export async function reassignGroupRequests(ctx: GroupsContext, group: Group): Promise<{ moved: number }> {
  return moveToIncoming(
    ctx,
    group.wcmsId,
    and(eq(requests.poolId, group.id), ne(requests.status, 'completed'))!,
    `Moved to ${INCOMING_GROUP_NAME}: the group ${group.name} is no longer available.`,
    { clearColleague: false },
  );
}

/**
 * Call when a colleague stops being able to take requests at an organisation (their membership is removed, or
 * their account is disabled): their open requests there go back to Incoming requests (spec §4), and they leave the
 * organisation's groups and give up their view locks there.
 */
export async function reassignColleagueRequests(
  ctx: GroupsContext,
  wcmsId: number,
  userId: number,
): Promise<{ moved: number }> {
  const orgGroups = ctx.db.select({ id: groups.id }).from(groups).where(eq(groups.wcmsId, wcmsId));
  await ctx.db
    .delete(groupMembers)
    .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, orgGroups)));
  await ctx.db
    .delete(requestLocks)
    .where(
      and(
        eq(requestLocks.userId, userId),
        inArray(
          requestLocks.requestId,
          ctx.db.select({ id: requests.id }).from(requests).where(eq(requests.wcmsId, wcmsId)),
        ),
      ),
    );
  return moveColleagueRequests(ctx, wcmsId, userId, (name) => `${name} is no longer available`);
}

/**
 * Call when a colleague stays a member but may no longer be given requests (console → Staff, 'can accept requests'
 * turned off): the open requests assigned to them go back to Incoming requests (spec §4), where the Assign menu,
 * which no longer offers them, would otherwise leave those requests waiting for someone who will not take them.
 * Their groups and locks stay: they are still part of the practice.
 */
export function returnColleagueRequests(ctx: GroupsContext, wcmsId: number, userId: number) {
  return moveColleagueRequests(ctx, wcmsId, userId, (name) => `${name} no longer accepts requests`);
}

/** The open requests assigned to a colleague here, to Incoming requests, each with a note saying why. */
async function moveColleagueRequests(
  ctx: GroupsContext,
  wcmsId: number,
  userId: number,
  why: (name: string) => string,
): Promise<{ moved: number }> {
  const [user] = await ctx.db
    .select({ forename: users.forename, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const name = user ? `${user.forename} ${user.surname}` : 'the colleague';
  return moveToIncoming(
    ctx,
    wcmsId,
    and(eq(requests.wcmsId, wcmsId), eq(requests.assignedUserId, userId), ne(requests.status, 'completed'))!,
    `Moved to ${INCOMING_GROUP_NAME}: ${why(name)}.`,
    { clearColleague: true },
  );
}

async function moveToIncoming(
  ctx: GroupsContext,
  wcmsId: number,
  where: SQL,
  note: string,
  options: { clearColleague: boolean },
): Promise<{ moved: number }> {
  const incoming = await ensureIncomingGroup(ctx.db, wcmsId);
  const now = ctx.clock.now();
  const moved = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(requests)
      .set({ poolId: incoming.id, updatedAt: now, ...(options.clearColleague ? { assignedUserId: null } : {}) })
      .where(where)
      .returning({ id: requests.id });
    if (rows.length > 0) {
      await tx.insert(requestThread).values(
        rows.map((r) => ({
          requestId: r.id,
          kind: 'assignment' as const,
          body: note,
          authorName: SYSTEM_AUTHOR,
          createdAt: now,
        })),
      );
    }
    return rows.map((r) => r.id);
  });
  if (moved.length > 0) {
    const recipients = await poolRecipients(ctx.db, wcmsId, incoming.id);
    const pending: PendingNotification[] = moved.flatMap((requestId) =>
      recipients.map((userId) => ({ wcmsId, userId, requestId })),
    );
    await publishNotifications(ctx, pending, undefined, moved);
  }
  return { moved: moved.length };
}
