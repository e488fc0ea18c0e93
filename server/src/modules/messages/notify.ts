import { and, eq, ne } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { groupMembers } from '../groups/tables.js';
import { memberships } from '../users/tables.js';

/** One staff notification to publish once the change is committed. */
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
 * Publishes 'new' staff notifications (spec §7 Realtime) for requests that arrived in a pool or were assigned to a
 * user; the person who made the change is not told about it. The notification store comes later: the event's id is
 * the request id for now.
 */
export function publishNotifications(
  ctx: Pick<RequestContext, 'realtime'>,
  pending: PendingNotification[],
  exceptUserId?: number,
): void {
  const seen = new Set<string>();
  for (const n of pending) {
    const key = `${n.wcmsId}:${n.userId}:${n.requestId}`;
    if (n.userId === exceptUserId || seen.has(key)) continue;
    seen.add(key);
    ctx.realtime.staffNotification(n.wcmsId, n.userId, { type: 'new', id: n.requestId });
  }
}
