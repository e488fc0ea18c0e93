import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { organisations } from '../organisations/index.js';
import { memberships, userSettings, users, type ConsoleAccessLevel } from '../users/index.js';
import { findUserByAccountName } from '../session/index.js';
import { issueLinkToken, linkUrl, normaliseEmail } from '../accounts/index.js';
import { reassignColleagueRequests, returnColleagueRequests } from '../messages/index.js';
import {
  levelAllows,
  type ConsoleCaller,
  colleagueCovers,
  staffShares,
  checkShareTargets,
  type ShareFailure,
} from '../console/index.js';
import { STAFF_MESSAGES, displayNameErrors, inviteErrors } from './rules.js';

type SharedOrganisation = { wcmsId: string; name: string; restrictedView: boolean };

export type StaffMemberView = {
  userId: string;
  email: string;
  displayName: string;
  canAcceptRequests: boolean;
  consoleAccess: ConsoleAccessLevel;
  usedInternally: boolean;
  registered: boolean;
  sharedWith: SharedOrganisation[];
  sharedBy: SharedOrganisation | null;
};

const displayNameSql = sql<string>`coalesce(${memberships.displayName}, ${users.forename} || ' ' || ${users.surname})`;

/** The name colleagues see for a member of an organisation: their console display name, else their own name. */
export function memberDisplayName(row: { displayName: string | null; forename: string; surname: string }): string {
  return row.displayName ?? `${row.forename} ${row.surname}`.trim();
}

async function sharesOf(ctx: Pick<RequestContext, 'db'>, ownerWcmsId: number, userIds: number[]) {
  const bySharer = new Map<number, SharedOrganisation[]>();
  if (userIds.length === 0) return bySharer;
  const rows = await ctx.db
    .select({
      userId: staffShares.userId,
      wcmsId: staffShares.wcmsId,
      name: organisations.name,
      restrictedView: staffShares.restrictedView,
    })
    .from(staffShares)
    .innerJoin(organisations, eq(organisations.wcmsId, staffShares.wcmsId))
    .where(and(eq(staffShares.ownerWcmsId, ownerWcmsId), inArray(staffShares.userId, userIds)))
    .orderBy(asc(organisations.name));
  for (const r of rows) {
    const list = bySharer.get(r.userId) ?? [];
    list.push({ wcmsId: String(r.wcmsId), name: r.name, restrictedView: r.restrictedView });
    bySharer.set(r.userId, list);
  }
  return bySharer;
}

/** Every staff member of the organisation, then the staff other organisations share with it (read-only). */
export async function listStaff(ctx: Pick<RequestContext, 'db'>, wcmsId: number): Promise<StaffMemberView[]> {
  const own = await ctx.db
    .select({
      userId: users.id,
      email: users.email,
      displayName: displayNameSql,
      canAcceptRequests: memberships.canAcceptRequests,
      consoleAccess: memberships.consoleAccess,
      usedInternally: memberships.usedInternally,
      registered: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.wcmsId, wcmsId))
    .orderBy(asc(sql`lower(${displayNameSql})`), asc(users.id));
  const shares = await sharesOf(
    ctx,
    wcmsId,
    own.map((r) => r.userId),
  );
  const sharedIn = await ctx.db
    .select({
      userId: users.id,
      displayName: displayNameSql,
      ownerWcmsId: staffShares.ownerWcmsId,
      ownerName: organisations.name,
      restrictedView: staffShares.restrictedView,
      email: users.email,
      canAcceptRequests: memberships.canAcceptRequests,
      consoleAccess: memberships.consoleAccess,
      usedInternally: memberships.usedInternally,
      registered: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(staffShares)
    .innerJoin(users, eq(users.id, staffShares.userId))
    .innerJoin(
      memberships,
      and(eq(memberships.userId, staffShares.userId), eq(memberships.wcmsId, staffShares.ownerWcmsId)),
    )
    .innerJoin(organisations, eq(organisations.wcmsId, staffShares.ownerWcmsId))
    .where(eq(staffShares.wcmsId, wcmsId))
    .orderBy(asc(sql`lower(${displayNameSql})`), asc(users.id));
  return [
    ...own.map((r) => ({
      ...r,
      userId: String(r.userId),
      registered: Boolean(r.registered),
      sharedWith: shares.get(r.userId) ?? [],
      sharedBy: null,
    })),
    ...sharedIn
      .filter((r) => !own.some((o) => o.userId === r.userId))
      .map((r) => ({
        userId: String(r.userId),
        displayName: r.displayName,
        // spec §6 restricted view: the name and where they are from, nothing else
        email: r.restrictedView ? '' : r.email,
        canAcceptRequests: r.restrictedView ? false : r.canAcceptRequests,
        consoleAccess: r.restrictedView ? ('none' as const) : r.consoleAccess,
        usedInternally: r.restrictedView ? false : r.usedInternally,
        registered: r.restrictedView ? false : Boolean(r.registered),
        sharedWith: [],
        sharedBy: { wcmsId: String(r.ownerWcmsId), name: r.ownerName, restrictedView: r.restrictedView },
      })),
  ];
}

async function memberView(ctx: Pick<RequestContext, 'db'>, wcmsId: number, userId: number) {
  const member = (await listStaff(ctx, wcmsId)).find((m) => m.userId === String(userId) && m.sharedBy === null);
  if (!member) throw new HttpProblem(404, STAFF_MESSAGES.notMember, 'NOT_FOUND');
  return member;
}

async function requireMember(ctx: Pick<RequestContext, 'db'>, wcmsId: number, userId: number) {
  const [row] = await ctx.db
    .select({ consoleAccess: memberships.consoleAccess, canAcceptRequests: memberships.canAcceptRequests })
    .from(memberships)
    .where(and(eq(memberships.wcmsId, wcmsId), eq(memberships.userId, userId)))
    .limit(1);
  if (!row) {
    const [shared] = await ctx.db
      .select({ userId: staffShares.userId })
      .from(staffShares)
      .where(and(eq(staffShares.wcmsId, wcmsId), eq(staffShares.userId, userId)))
      .limit(1);
    if (shared) throw new HttpProblem(403, STAFF_MESSAGES.restricted, 'RESTRICTED_VIEW');
    throw new HttpProblem(404, STAFF_MESSAGES.notMember, 'NOT_FOUND');
  }
  return row;
}

/**
 * Invites a staff member (spec §5: valid email on an allowed staff domain, display name required). A new address
 * gets an account without a password and the registration link (7 days, single use), the same link as POST /users;
 * an existing account joins the organisation and is told by email.
 */
export async function inviteStaffMember(
  ctx: RequestContext,
  caller: ConsoleCaller,
  input: { email: string; displayName: string },
): Promise<StaffMemberView> {
  const fields = inviteErrors(input, ctx.config.staffEmailHost);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const email = normaliseEmail(input.email);
  const displayName = input.displayName.trim();
  const existing = await findUserByAccountName(ctx, email);
  if (existing) {
    const [member] = await ctx.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.wcmsId, caller.wcmsId), eq(memberships.userId, existing.id)))
      .limit(1);
    if (member) throw validationFailed({ email: STAFF_MESSAGES.alreadyMember });
    await ctx.db.insert(memberships).values({ userId: existing.id, wcmsId: caller.wcmsId, role: 'no', displayName });
    await ctx.messaging.send({
      channel: 'email',
      recipient: existing.email,
      wcmsId: caller.wcmsId,
      subject: `You have been added to ${caller.organisationName} on Carebridge`,
      body: `${caller.name} has added you to ${caller.organisationName}. Sign in to Carebridge as usual to work there.`,
    });
    return memberView(ctx, caller.wcmsId, existing.id);
  }
  const [forename = displayName, ...rest] = displayName.split(/\s+/);
  const created = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, username: email, forename, surname: rest.join(' '), passwordHash: null })
      .returning({ id: users.id });
    const id = user!.id;
    await tx.insert(memberships).values({ userId: id, wcmsId: caller.wcmsId, role: 'no', displayName });
    await tx.insert(userSettings).values({ userId: id });
    const token = await issueLinkToken({ db: tx, clock: ctx.clock }, id, 'register');
    return { id, token };
  });
  await ctx.messaging.send({
    channel: 'email',
    recipient: email,
    wcmsId: caller.wcmsId,
    subject: `Your Carebridge account for ${caller.organisationName}`,
    body:
      `${caller.name} has created a Carebridge account for you at ${caller.organisationName}.\n\n` +
      `Set your password within 7 days using this link:\n${linkUrl(ctx.config.publicUrl, 'register', created.token)}\n\n` +
      'The link works once. If it has expired, ask your practice manager for a new one.',
  });
  return memberView(ctx, caller.wcmsId, created.id);
}

/**
 * Changes a member's settings here. Console access: nobody gives more than they have, only super gives super, and
 * nobody changes someone who has more than they do (spec §6).
 */
export async function updateStaffMember(
  ctx: RequestContext,
  caller: ConsoleCaller,
  userId: number,
  input: {
    displayName: string;
    canAcceptRequests: boolean;
    consoleAccess: ConsoleAccessLevel;
    usedInternally: boolean;
  },
): Promise<StaffMemberView> {
  const fields = displayNameErrors(input.displayName);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const member = await requireMember(ctx, caller.wcmsId, userId);
  if (member.consoleAccess !== input.consoleAccess) {
    if (!levelAllows(caller.level, member.consoleAccess)) {
      throw new HttpProblem(403, STAFF_MESSAGES.higherThanYours, 'FORBIDDEN', {
        consoleAccess: STAFF_MESSAGES.higherThanYours,
      });
    }
    if (input.consoleAccess === 'super' && caller.level !== 'super') {
      throw new HttpProblem(403, STAFF_MESSAGES.superOnly, 'FORBIDDEN', { consoleAccess: STAFF_MESSAGES.superOnly });
    }
  }
  await ctx.db
    .update(memberships)
    .set({
      displayName: input.displayName.trim(),
      canAcceptRequests: input.canAcceptRequests,
      consoleAccess: input.consoleAccess,
      usedInternally: input.usedInternally,
    })
    .where(and(eq(memberships.wcmsId, caller.wcmsId), eq(memberships.userId, userId)));
  if (member.canAcceptRequests && !input.canAcceptRequests) await returnColleagueRequests(ctx, caller.wcmsId, userId);
  return memberView(ctx, caller.wcmsId, userId);
}

/** Shares a member with exactly the given organisations (restricted view), each tried on its own. */
export async function shareStaffMember(
  ctx: RequestContext,
  caller: ConsoleCaller,
  userId: number,
  wcmsIds: number[],
): Promise<{ succeeded: SharedOrganisation[]; failed: ShareFailure[] }> {
  await requireMember(ctx, caller.wcmsId, userId);
  const { ok, failed } = await checkShareTargets(ctx.db, caller.wcmsId, wcmsIds);
  const keep = ok.map((o) => o.wcmsId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(staffShares)
      .where(
        and(
          eq(staffShares.userId, userId),
          eq(staffShares.ownerWcmsId, caller.wcmsId),
          keep.length > 0 ? notInArray(staffShares.wcmsId, keep) : undefined,
        ),
      );
    if (ok.length > 0) {
      await tx
        .insert(staffShares)
        .values(ok.map((o) => ({ userId, ownerWcmsId: caller.wcmsId, wcmsId: o.wcmsId, restrictedView: true })))
        .onConflictDoNothing();
    }
  });
  return {
    succeeded: ok.map((o) => ({ wcmsId: String(o.wcmsId), name: o.name, restrictedView: true })),
    failed,
  };
}

/**
 * Removes a member from the organisation: their open requests there go back to Incoming requests (spec §4) and
 * they stop covering there. A super user cannot delete their own staff account (spec §5).
 */
export async function removeStaffMember(ctx: RequestContext, caller: ConsoleCaller, userId: number): Promise<true> {
  if ((caller.isSuperUser || caller.level === 'super') && caller.userId === userId) {
    throw new HttpProblem(409, STAFF_MESSAGES.cannotDeleteSelf, 'CANNOT_DELETE_SELF');
  }
  await requireMember(ctx, caller.wcmsId, userId);
  await reassignColleagueRequests(ctx, caller.wcmsId, userId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(memberships).where(and(eq(memberships.wcmsId, caller.wcmsId), eq(memberships.userId, userId)));
    await tx.delete(staffShares).where(and(eq(staffShares.ownerWcmsId, caller.wcmsId), eq(staffShares.userId, userId)));
    await tx
      .delete(colleagueCovers)
      .where(and(eq(colleagueCovers.wcmsId, caller.wcmsId), eq(colleagueCovers.userId, userId)));
    await tx
      .delete(colleagueCovers)
      .where(and(eq(colleagueCovers.wcmsId, caller.wcmsId), eq(colleagueCovers.coveredUserId, userId)));
  });
  return true;
}
