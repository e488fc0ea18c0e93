import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { moduleEvent } from '../events.js';
import { groupMembers } from '../groups/index.js';
import { memberships } from '../users/index.js';
import type { requests } from './tables.js';

/** One staff notification to create and publish once the change is committed. */
export type PendingNotification = { wcmsId: number; userId: number; requestId: number };

export type RequestChangeContext = Pick<RequestContext, 'db' | 'clock' | 'realtime'> & { log?: FastifyBaseLogger };

/**
 * Raised once a change to requests is committed (publishNotifications): the requests that changed, and the staff
 * notifications to create and publish for them. The notifications module listens (it sits above this one).
 */
export const requestsChanged =
  moduleEvent<[ctx: RequestChangeContext, change: { changedRequestIds: number[]; notify: PendingNotification[] }]>();

/**
 * Raised inside the transaction that completes a request, with the request as it was before (spec §3 FFT: the fft
 * module schedules the patient's invitation).
 */
export const requestCompleted = moduleEvent<[tx: Db, request: typeof requests.$inferSelect, now: Date]>();

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
 * `changedRequestIds`) held by people the requests no longer wait for (rules in notifications/service.ts, which
 * listens to `requestsChanged`).
 * Notification failures are logged, never thrown: the change itself has already been made.
 */
export async function publishNotifications(
  ctx: RequestChangeContext,
  pending: PendingNotification[],
  exceptUserId?: number,
  changedRequestIds: number[] = [],
): Promise<void> {
  try {
    const changed = [...pending.map((n) => n.requestId), ...changedRequestIds];
    await requestsChanged.emit(ctx, {
      changedRequestIds: changed,
      notify: pending.filter((n) => n.userId !== exceptUserId),
    });
  } catch (error) {
    if (ctx.log) ctx.log.error({ err: error }, 'could not store or publish staff notifications');
    else console.error('could not store or publish staff notifications', error);
  }
}
