// The console's Groups area (spec §3 Group, §5, §6, §8): list, create, rename, activate/deactivate, members, sharing.
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { organisations } from '../organisations/index.js';
import { memberships, users } from '../users/index.js';
import { type ConsoleCaller, checkShareTargets, type ShareFailure } from '../console/index.js';
import { groupMembers, groupShares, groups } from './tables.js';
import { deactivateGroup, type GroupsContext } from './service.js';

export const GROUP_MESSAGES = {
  nameRequired: 'Enter a group name.',
  nameTooLong: 'The group name must be 100 characters or fewer.',
  nameTaken: 'A group with this name already exists.',
  notFound: 'Group not found',
  incomingRename: 'The Incoming requests group cannot be renamed.',
  notMembers: 'Choose staff members of this organisation.',
  restricted: 'This group is shared with you with restricted view and cannot be changed here.',
} as const;

type SharedOrganisation = { wcmsId: string; name: string; restrictedView: boolean };
export type ConsoleGroupView = {
  id: string;
  name: string;
  kind: string;
  active: boolean;
  members: { userId: string; name: string }[];
  sharedWith: SharedOrganisation[];
  sharedBy: SharedOrganisation | null;
};

/** spec §5: group name required and unique in the organisation (without regard to case). */
export function groupNameErrors(name: string): Record<string, string> {
  const trimmed = name.trim();
  if (!trimmed) return { name: GROUP_MESSAGES.nameRequired };
  if (trimmed.length > 100) return { name: GROUP_MESSAGES.nameTooLong };
  return {};
}

const order = [sql`${groups.kind} = 'incoming' desc`, asc(sql`lower(${groups.name})`), asc(groups.id)];

/** The organisation's groups with members and shares, then the groups others share with it (read-only). */
export async function listConsoleGroups(ctx: Pick<RequestContext, 'db'>, wcmsId: number): Promise<ConsoleGroupView[]> {
  const own = await ctx.db
    .select()
    .from(groups)
    .where(eq(groups.wcmsId, wcmsId))
    .orderBy(...order);
  const ids = own.map((g) => g.id);
  const memberRows =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            groupId: groupMembers.groupId,
            userId: users.id,
            name: sql<string>`coalesce(${memberships.displayName}, ${users.forename} || ' ' || ${users.surname})`,
          })
          .from(groupMembers)
          .innerJoin(users, eq(users.id, groupMembers.userId))
          .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.wcmsId, wcmsId)))
          .where(inArray(groupMembers.groupId, ids))
          .orderBy(asc(users.surname), asc(users.forename));
  const shareRows =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            groupId: groupShares.groupId,
            wcmsId: groupShares.wcmsId,
            name: organisations.name,
            restrictedView: groupShares.restrictedView,
          })
          .from(groupShares)
          .innerJoin(organisations, eq(organisations.wcmsId, groupShares.wcmsId))
          .where(inArray(groupShares.groupId, ids))
          .orderBy(asc(organisations.name));
  const sharedIn = await ctx.db
    .select({
      id: groups.id,
      name: groups.name,
      kind: groups.kind,
      active: groups.active,
      ownerWcmsId: groups.wcmsId,
      ownerName: organisations.name,
      restrictedView: groupShares.restrictedView,
    })
    .from(groupShares)
    .innerJoin(groups, eq(groups.id, groupShares.groupId))
    .innerJoin(organisations, eq(organisations.wcmsId, groups.wcmsId))
    .where(and(eq(groupShares.wcmsId, wcmsId), ne(groups.wcmsId, wcmsId)))
    .orderBy(asc(sql`lower(${groups.name})`));
  return [
    ...own.map((g) => ({
      id: String(g.id),
      name: g.name,
      kind: g.kind,
      active: g.active,
      members: memberRows.filter((m) => m.groupId === g.id).map((m) => ({ userId: String(m.userId), name: m.name })),
      sharedWith: shareRows
        .filter((s) => s.groupId === g.id)
        .map((s) => ({ wcmsId: String(s.wcmsId), name: s.name, restrictedView: s.restrictedView })),
      sharedBy: null,
    })),
    // spec §6 restricted view: the name, whether it is active and whose it is; never its members
    ...sharedIn.map((g) => ({
      id: String(g.id),
      name: g.name,
      kind: g.kind,
      active: g.active,
      members: [],
      sharedWith: [],
      sharedBy: { wcmsId: String(g.ownerWcmsId), name: g.ownerName, restrictedView: g.restrictedView },
    })),
  ];
}

async function groupView(ctx: Pick<RequestContext, 'db'>, wcmsId: number, groupId: number) {
  const view = (await listConsoleGroups(ctx, wcmsId)).find((g) => g.id === String(groupId) && g.sharedBy === null);
  if (!view) throw new HttpProblem(404, GROUP_MESSAGES.notFound, 'NOT_FOUND');
  return view;
}

/** The organisation's own group, or 404 (403 for one only shared with it). */
async function ownGroup(ctx: Pick<RequestContext, 'db'>, wcmsId: number, groupId: number) {
  const [group] = await ctx.db.select().from(groups).where(eq(groups.id, groupId)).limit(1);
  if (group && group.wcmsId === wcmsId) return group;
  if (group) {
    const [shared] = await ctx.db
      .select({ groupId: groupShares.groupId })
      .from(groupShares)
      .where(and(eq(groupShares.groupId, groupId), eq(groupShares.wcmsId, wcmsId)))
      .limit(1);
    if (shared) throw new HttpProblem(403, GROUP_MESSAGES.restricted, 'RESTRICTED_VIEW');
  }
  throw new HttpProblem(404, GROUP_MESSAGES.notFound, 'NOT_FOUND');
}

async function nameTaken(ctx: Pick<RequestContext, 'db'>, wcmsId: number, name: string, exceptId?: number) {
  const [row] = await ctx.db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        eq(groups.wcmsId, wcmsId),
        sql`lower(${groups.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(groups.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Creates a group; it is offered at once in the inbox pools and the Assign menu (they read the same table). */
export async function createGroup(ctx: Pick<RequestContext, 'db'>, caller: ConsoleCaller, nameInput: string) {
  const fields = groupNameErrors(nameInput);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const name = nameInput.trim();
  if (await nameTaken(ctx, caller.wcmsId, name)) throw validationFailed({ name: GROUP_MESSAGES.nameTaken });
  try {
    const [created] = await ctx.db.insert(groups).values({ wcmsId: caller.wcmsId, name }).returning();
    return groupView(ctx, caller.wcmsId, created!.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ name: GROUP_MESSAGES.nameTaken });
    throw error;
  }
}

export async function renameGroup(
  ctx: Pick<RequestContext, 'db'>,
  caller: ConsoleCaller,
  groupId: number,
  nameInput: string,
) {
  const group = await ownGroup(ctx, caller.wcmsId, groupId);
  if (group.kind !== 'group') throw new HttpProblem(409, GROUP_MESSAGES.incomingRename, 'SPECIAL_GROUP');
  const fields = groupNameErrors(nameInput);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const name = nameInput.trim();
  if (await nameTaken(ctx, caller.wcmsId, name, groupId)) throw validationFailed({ name: GROUP_MESSAGES.nameTaken });
  try {
    await ctx.db.update(groups).set({ name }).where(eq(groups.id, groupId));
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ name: GROUP_MESSAGES.nameTaken });
    throw error;
  }
  return groupView(ctx, caller.wcmsId, groupId);
}

/** Deactivating moves the group's open requests to Incoming requests (spec §4); Incoming requests stays (§5). */
export async function setGroupActive(ctx: GroupsContext, caller: ConsoleCaller, groupId: number, active: boolean) {
  const group = await ownGroup(ctx, caller.wcmsId, groupId);
  if (!active) {
    if (group.active || group.kind !== 'group') await deactivateGroup(ctx, caller.wcmsId, groupId);
  } else if (!group.active) {
    if (await nameTaken(ctx, caller.wcmsId, group.name, groupId)) {
      throw validationFailed({ name: GROUP_MESSAGES.nameTaken });
    }
    await ctx.db.update(groups).set({ active: true }).where(eq(groups.id, groupId));
  }
  return groupView(ctx, caller.wcmsId, groupId);
}

/** Exactly these staff members of the organisation belong to (cover) the group. */
export async function setGroupMembers(
  ctx: Pick<RequestContext, 'db'>,
  caller: ConsoleCaller,
  groupId: number,
  userIds: number[],
) {
  await ownGroup(ctx, caller.wcmsId, groupId);
  const wanted = [...new Set(userIds)];
  if (wanted.length > 0) {
    const found = await ctx.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.wcmsId, caller.wcmsId), inArray(memberships.userId, wanted)));
    if (found.length !== wanted.length) throw validationFailed({ members: GROUP_MESSAGES.notMembers });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
    if (wanted.length > 0) await tx.insert(groupMembers).values(wanted.map((userId) => ({ groupId, userId })));
  });
  return groupView(ctx, caller.wcmsId, groupId);
}

/**
 * Shares the group with exactly the given organisations (restricted view). Each is tried on its own; the answer
 * names those that succeeded and those that failed with why (spec §8 group sharing partial failures).
 */
export async function shareGroup(
  ctx: Pick<RequestContext, 'db'>,
  caller: ConsoleCaller,
  groupId: number,
  wcmsIds: number[],
): Promise<{ succeeded: SharedOrganisation[]; failed: ShareFailure[] }> {
  await ownGroup(ctx, caller.wcmsId, groupId);
  const { ok, failed } = await checkShareTargets(ctx.db, caller.wcmsId, wcmsIds);
  const keep = ok.map((o) => o.wcmsId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(groupShares)
      .where(and(eq(groupShares.groupId, groupId), keep.length > 0 ? notInArray(groupShares.wcmsId, keep) : undefined));
    if (ok.length > 0) {
      await tx
        .insert(groupShares)
        .values(ok.map((o) => ({ groupId, wcmsId: o.wcmsId, restrictedView: true })))
        .onConflictDoNothing();
    }
  });
  return { succeeded: ok.map((o) => ({ wcmsId: String(o.wcmsId), name: o.name, restrictedView: true })), failed };
}
