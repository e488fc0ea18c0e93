import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { moduleEvent } from '../events.js';
import { groupMembers, groups, INCOMING_GROUP_NAME, UNATTACHED_GROUP_NAME } from './tables.js';

export type Group = typeof groups.$inferSelect;
export type GroupsContext = Pick<RequestContext, 'db' | 'clock' | 'realtime'>;

/**
 * Raised when a group is deactivated: the messages module moves its open requests to Incoming requests (spec §4)
 * and says how many it moved.
 */
export const groupDeactivated = moduleEvent<[ctx: GroupsContext, group: Group], { moved: number }>();

/** The organisation's one group of a special kind, created on first use for an organisation that has none. */
async function ensureSpecialGroup(db: Db, wcmsId: number, kind: 'incoming' | 'unattached'): Promise<Group> {
  const find = () =>
    db
      .select()
      .from(groups)
      .where(and(eq(groups.wcmsId, wcmsId), eq(groups.kind, kind)))
      .limit(1);
  const [existing] = await find();
  if (existing) return existing;
  const name = kind === 'incoming' ? INCOMING_GROUP_NAME : UNATTACHED_GROUP_NAME;
  await db.insert(groups).values({ wcmsId, name, kind }).onConflictDoNothing();
  const [created] = await find();
  if (!created) throw new Error(`could not create the ${kind} group of ${wcmsId}`);
  return created;
}

/** The organisation's "Incoming requests" group, created on first use for an organisation that has none. */
export const ensureIncomingGroup = (db: Db, wcmsId: number) => ensureSpecialGroup(db, wcmsId, 'incoming');

/** The organisation's "Unattached items" group (spec §4 Attach tasks), created on first use. */
export const ensureUnattachedGroup = (db: Db, wcmsId: number) => ensureSpecialGroup(db, wcmsId, 'unattached');

const groupOrder = [sql`${groups.kind} = 'incoming' desc`, asc(sql`lower(${groups.name})`), asc(groups.id)];

/** A group that requests can be in (every kind but Unattached items, which holds none). */
export type RequestGroup = Group & { kind: Exclude<Group['kind'], 'unattached'> };

/** The organisation's groups that requests can be in, Incoming requests first, then by name. */
export async function listGroups(
  db: Db,
  wcmsId: number,
  options: { includeInactive?: boolean } = {},
): Promise<RequestGroup[]> {
  const rows = await db
    .select()
    .from(groups)
    .where(
      and(
        eq(groups.wcmsId, wcmsId),
        options.includeInactive ? undefined : eq(groups.active, true),
        ne(groups.kind, 'unattached'),
      ),
    )
    .orderBy(...groupOrder);
  return rows as RequestGroup[];
}

/**
 * The groups of an organisation a user may cover (spec §6 Covering: the active ones, Unattached items included),
 * and which of them they cover.
 */
export async function listCovering(db: Db, wcmsId: number, userId: number) {
  await ensureUnattachedGroup(db, wcmsId);
  const rows = await db
    .select({ id: groups.id, name: groups.name, kind: groups.kind, member: groupMembers.userId })
    .from(groups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
    .where(and(eq(groups.wcmsId, wcmsId), eq(groups.active, true)))
    .orderBy(...groupOrder);
  return rows.map((g) => ({ id: g.id, name: g.name, kind: g.kind, covered: g.member !== null }));
}

/**
 * Sets which of an organisation's groups a user covers (spec §6 Covering): exactly the given ones. Every id must be an
 * active group of that organisation; nothing changes when one is not.
 */
export async function setCovering(db: Db, wcmsId: number, userId: number, groupIds: number[]) {
  const wanted = [...new Set(groupIds)];
  if (wanted.length > 0) {
    const found = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.wcmsId, wcmsId), eq(groups.active, true), inArray(groups.id, wanted)));
    if (found.length !== wanted.length) {
      throw new HttpProblem(400, 'Choose groups of this organisation that are still available.', 'VALIDATION');
    }
  }
  await db.transaction(async (tx) => {
    const orgGroups = tx.select({ id: groups.id }).from(groups).where(eq(groups.wcmsId, wcmsId));
    await tx.delete(groupMembers).where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, orgGroups)));
    if (wanted.length > 0) await tx.insert(groupMembers).values(wanted.map((groupId) => ({ groupId, userId })));
  });
  return listCovering(db, wcmsId, userId);
}

/** The staff who cover the organisation's Unattached items group (spec §4: any of them may send a manual task). */
export async function unattachedCovers(db: Db, wcmsId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groups.wcmsId, wcmsId), eq(groups.kind, 'unattached'), eq(groups.active, true)));
  return rows.map((r) => r.userId);
}

/** Whether the user covers the organisation's Unattached items group. */
export async function coversUnattached(db: Db, wcmsId: number, userId: number): Promise<boolean> {
  return (await unattachedCovers(db, wcmsId)).includes(userId);
}

/**
 * Deactivates a group (what the console's delete does); its open requests move to Incoming requests (spec §4,
 * groupDeactivated).
 * The Incoming requests group itself cannot be deleted (spec §5).
 */
export async function deactivateGroup(ctx: GroupsContext, wcmsId: number, groupId: number): Promise<{ moved: number }> {
  const [group] = await ctx.db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.wcmsId, wcmsId)))
    .limit(1);
  if (!group) throw new HttpProblem(404, 'Group not found', 'NOT_FOUND');
  if (group.kind === 'incoming') {
    throw new HttpProblem(409, 'The Incoming requests group cannot be deleted.', 'INCOMING_GROUP');
  }
  if (group.kind === 'unattached') {
    throw new HttpProblem(409, 'The Unattached items group cannot be deleted.', 'UNATTACHED_GROUP');
  }
  await ctx.db.update(groups).set({ active: false }).where(eq(groups.id, groupId));
  const reassigned = await groupDeactivated.emit(ctx, group);
  return { moved: reassigned.reduce((sum, r) => sum + r.moved, 0) };
}
