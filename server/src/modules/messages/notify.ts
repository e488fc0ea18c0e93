import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupMembers } from '../groups/index.js';
import { memberships } from '../users/index.js';
import { notifyStaff, reconcileRequestNotifications, type NotificationsContext } from '../notifications/index.js';

/** One staff notification to create and publish once the change is committed. */
export type PendingNotification = { wcmsId: number; userId: number; requestId: number };

/** Members of a group who still belong to its organisation (and may use the requests area). */
export async function poolRecipients(db: Db, wcmsId: number, poolId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(memberships, and(eq(memberships.userId, groupMembers.userId), eq(memberships.wcmsId, wcmsId)))
    .where(and(eq(groupMembers.groupId, poolId), ne(memberships.role, 'super')));
  return rows.map((r) => r.userId);
}

/**
 * Call once a change to requests is committed. Stores and publishes 'new' staff notifications (spec §7 Realtime)
 * for requests that arrived in a pool or were assigned to a user (the person who made the change is not told), then
 * removes, with 'removed' events, the notifications about the changed requests (those in `pending` and
 * `changedRequestIds`) held by people the requests no longer wait for (rules in notifications/service.ts).
 * Notification failures are logged, never thrown: the change itself has already been made.
 */
export async function publishNotifications(
  ctx: NotificationsContext,
  pending: PendingNotification[],
  exceptUserId?: number,
  changedRequestIds: number[] = [],
): Promise<void> {
  try {
    const changed = [...pending.map((n) => n.requestId), ...changedRequestIds];
    await reconcileRequestNotifications(ctx, changed);
    await notifyStaff(
      ctx,
      pending.filter((n) => n.userId !== exceptUserId),
    );
  } catch (error) {
    if (ctx.log) ctx.log.error({ err: error }, 'could not store or publish staff notifications');
    else console.error('could not store or publish staff notifications', error);
  }
}
