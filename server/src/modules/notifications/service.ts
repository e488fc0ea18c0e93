import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { groupMembers, groups } from '../groups/index.js';
import { requests } from '../messages/index.js';
import { memberships } from '../users/index.js';
import { clinicianNotifications, staffNotifications } from './tables.js';

/**
 * Staff and clinician notifications (spec §2 bell, §3, §4 Notifications, §7 Realtime).
 *
 * Staff notification rules:
 * - A user is told (one row, StaffNotificationEvent 'new' with the notification's id) when a request arrives in a
 *   pool they belong to (a new request, an assignment to the group, a move to Incoming requests) or is assigned to
 *   them. The person who made the change is not told. At most one notification per user and request: telling them
 *   again makes the existing one unread and new again (same id, 'new' again).
 * - A notification lasts only while its request is waiting for that user: the request is open and either assigned
 *   to them, or unassigned in a pool they belong to. After every change to a request the others are deleted, each
 *   with a StaffNotificationEvent 'removed': completing it removes all; taking it or assigning it to a colleague
 *   removes everyone's but the assignee's; moving it to another group removes those of people outside that group.
 * - Marking read changes no one else's bell and raises no event (the events are only 'new' and 'removed').
 *
 * Clinician notifications are raised by the server (attach-task failures), and any change to a user's clinician
 * notifications raises ClinicianNotificationEvent 'refresh' on their channel, after which the client refetches.
 */
export type NotificationsContext = Pick<RequestContext, 'db' | 'clock' | 'realtime'> & { log?: FastifyBaseLogger };

export type StaffNotificationRow = typeof staffNotifications.$inferSelect;
export type ClinicianNotificationRow = typeof clinicianNotifications.$inferSelect;

/** Someone to tell about a request. */
export type StaffNotice = { wcmsId: number; userId: number; requestId: number };

/** The most notifications a list returns (the bell shows up to 99 unread). */
export const NOTIFICATION_LIST_LIMIT = 200;

/** Creates (or renews) one staff notification per user and request, and publishes 'new' for each. */
export async function notifyStaff(ctx: NotificationsContext, notices: StaffNotice[]): Promise<StaffNotificationRow[]> {
  const unique = new Map<string, StaffNotice>();
  for (const n of notices) unique.set(`${n.wcmsId}:${n.userId}:${n.requestId}`, n);
  if (unique.size === 0) return [];
  const requestIds = [...new Set([...unique.values()].map((n) => n.requestId))];
  const about = await ctx.db
    .select({
      id: requests.id,
      wcmsId: requests.wcmsId,
      reference: requests.reference,
      subject: requests.subject,
      assignedUserId: requests.assignedUserId,
      poolName: groups.name,
    })
    .from(requests)
    .leftJoin(groups, eq(groups.id, requests.poolId))
    .where(inArray(requests.id, requestIds));
  const byId = new Map(about.map((r) => [r.id, r]));
  const now = ctx.clock.now();
  const values = [...unique.values()].flatMap((n) => {
    const request = byId.get(n.requestId);
    // a request of another organisation (or one deleted meanwhile) is never announced
    if (!request || request.wcmsId !== n.wcmsId) return [];
    const body =
      request.assignedUserId === n.userId
        ? `Request ${request.reference} was assigned to you.`
        : `Request ${request.reference} arrived in ${request.poolName ?? 'your group'}.`;
    return [
      { wcmsId: n.wcmsId, userId: n.userId, messageId: n.requestId, subject: request.subject, body, createdAt: now },
    ];
  });
  if (values.length === 0) return [];
  const rows = await ctx.db
    .insert(staffNotifications)
    .values(values)
    .onConflictDoUpdate({
      target: [staffNotifications.wcmsId, staffNotifications.userId, staffNotifications.messageId],
      set: {
        read: false,
        createdAt: now,
        subject: sql`excluded.subject`,
        body: sql`excluded.body`,
      },
    })
    .returning();
  for (const row of rows) ctx.realtime.staffNotification(row.wcmsId, row.userId, { type: 'new', id: row.id });
  return rows;
}

/** Who a request is waiting for now: nobody when completed, its colleague when assigned, else its pool's members. */
async function audienceOf(
  db: Db,
  request: { wcmsId: number; status: string; poolId: number | null; assignedUserId: number | null },
) {
  if (request.status === 'completed') return new Set<number>();
  if (request.assignedUserId !== null) return new Set([request.assignedUserId]);
  if (request.poolId === null) return new Set<number>();
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(memberships, and(eq(memberships.userId, groupMembers.userId), eq(memberships.wcmsId, request.wcmsId)))
    .where(and(eq(groupMembers.groupId, request.poolId), ne(memberships.role, 'super')));
  return new Set(rows.map((r) => r.userId));
}

/**
 * After requests changed: deletes the notifications about them held by people they no longer wait for, and
 * publishes 'removed' for each. Returns the deleted rows.
 */
export async function reconcileRequestNotifications(
  ctx: NotificationsContext,
  requestIds: number[],
): Promise<StaffNotificationRow[]> {
  const ids = [...new Set(requestIds)];
  if (ids.length === 0) return [];
  const held = await ctx.db
    .select({ id: staffNotifications.id, userId: staffNotifications.userId, messageId: staffNotifications.messageId })
    .from(staffNotifications)
    .where(inArray(staffNotifications.messageId, ids));
  if (held.length === 0) return [];
  const states = await ctx.db
    .select({
      id: requests.id,
      wcmsId: requests.wcmsId,
      status: requests.status,
      poolId: requests.poolId,
      assignedUserId: requests.assignedUserId,
    })
    .from(requests)
    .where(inArray(requests.id, [...new Set(held.map((h) => h.messageId))]));
  const stale: number[] = [];
  for (const state of states) {
    const audience = await audienceOf(ctx.db, state);
    for (const h of held) if (h.messageId === state.id && !audience.has(h.userId)) stale.push(h.id);
  }
  return deleteStaffNotifications(ctx, stale);
}

/** Deletes staff notifications by id and publishes 'removed' for each one deleted. */
export async function deleteStaffNotifications(
  ctx: NotificationsContext,
  ids: number[],
): Promise<StaffNotificationRow[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.delete(staffNotifications).where(inArray(staffNotifications.id, ids)).returning();
  for (const row of rows) ctx.realtime.staffNotification(row.wcmsId, row.userId, { type: 'removed', id: row.id });
  return rows;
}

/** A user's staff notifications at an organisation, newest first. */
export async function listStaffNotifications(db: Db, wcmsId: number, userId: number): Promise<StaffNotificationRow[]> {
  return db
    .select()
    .from(staffNotifications)
    .where(and(eq(staffNotifications.wcmsId, wcmsId), eq(staffNotifications.userId, userId)))
    .orderBy(desc(staffNotifications.createdAt), desc(staffNotifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
}

/** Marks a user's staff notifications read: those with the given ids, or all of them when none are given. */
export async function markStaffNotificationsRead(
  db: Db,
  wcmsId: number,
  userId: number,
  ids: number[],
): Promise<number> {
  const rows = await db
    .update(staffNotifications)
    .set({ read: true })
    .where(
      and(
        eq(staffNotifications.wcmsId, wcmsId),
        eq(staffNotifications.userId, userId),
        eq(staffNotifications.read, false),
        ids.length > 0 ? inArray(staffNotifications.id, ids) : undefined,
      ),
    )
    .returning({ id: staffNotifications.id });
  return rows.length;
}

export type NewClinicianNotification = {
  wcmsId: number;
  userId: number;
  body: string;
  subject?: string | null;
  attachTaskId?: number | null;
  messageId?: number | null;
  outboundRequestId?: number | null;
  adhocVideoId?: number | null;
};

/** Raises a clinician notification (e.g. a questionnaire failed to attach) and tells its user to refresh. */
export async function raiseClinicianNotification(
  ctx: NotificationsContext,
  input: NewClinicianNotification,
): Promise<ClinicianNotificationRow> {
  const [row] = await ctx.db
    .insert(clinicianNotifications)
    .values({
      wcmsId: input.wcmsId,
      userId: input.userId,
      body: input.body,
      subject: input.subject ?? null,
      attachTaskId: input.attachTaskId ?? null,
      messageId: input.messageId ?? null,
      outboundRequestId: input.outboundRequestId ?? null,
      adhocVideoId: input.adhocVideoId ?? null,
      createdAt: ctx.clock.now(),
    })
    .returning();
  ctx.realtime.clinicianNotification(row!.wcmsId, row!.userId, { type: 'refresh' });
  return row!;
}

/**
 * Removes the notifications about an ad hoc video call ('Video patient ready') once the call has ended, and tells
 * their users' bells to refresh (issue 23: old video notifications never cleared).
 */
export async function clearAdhocVideoNotifications(ctx: NotificationsContext, adhocVideoId: number): Promise<number> {
  const removed = await ctx.db
    .delete(clinicianNotifications)
    .where(eq(clinicianNotifications.adhocVideoId, adhocVideoId))
    .returning({ wcmsId: clinicianNotifications.wcmsId, userId: clinicianNotifications.userId });
  const told = new Set<string>();
  for (const { wcmsId, userId } of removed) {
    if (told.has(`${wcmsId}:${userId}`)) continue;
    told.add(`${wcmsId}:${userId}`);
    ctx.realtime.clinicianNotification(wcmsId, userId, { type: 'refresh' });
  }
  return removed.length;
}

/** A user's clinician notifications at an organisation, newest first. */
export async function listClinicianNotifications(
  db: Db,
  wcmsId: number,
  userId: number,
): Promise<ClinicianNotificationRow[]> {
  return db
    .select()
    .from(clinicianNotifications)
    .where(and(eq(clinicianNotifications.wcmsId, wcmsId), eq(clinicianNotifications.userId, userId)))
    .orderBy(desc(clinicianNotifications.createdAt), desc(clinicianNotifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
}

/** Marks all of a user's clinician notifications read (or unread); tells their other tabs to refresh. */
export async function setClinicianNotificationsRead(
  ctx: NotificationsContext,
  wcmsId: number,
  userId: number,
  read: boolean,
): Promise<ClinicianNotificationRow[]> {
  const changed = await ctx.db
    .update(clinicianNotifications)
    .set({ read })
    .where(
      and(
        eq(clinicianNotifications.wcmsId, wcmsId),
        eq(clinicianNotifications.userId, userId),
        eq(clinicianNotifications.read, !read),
      ),
    )
    .returning({ id: clinicianNotifications.id });
  if (changed.length > 0) ctx.realtime.clinicianNotification(wcmsId, userId, { type: 'refresh' });
  return listClinicianNotifications(ctx.db, wcmsId, userId);
}
