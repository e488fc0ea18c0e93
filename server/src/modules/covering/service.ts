// The console's Covering area (spec §6 Covering): the groups and colleagues a staff member covers. The groups are
// the same rows as the personal covering card on the account page (groups/service listCovering/setCovering).
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { memberships, users } from '../users/index.js';
import { listCovering, setCovering } from '../groups/index.js';
import { type ConsoleCaller, colleagueCovers } from '../console/index.js';

export const COVERING_MESSAGES = {
  notMember: 'That person is not on this organisation’s staff list.',
  cannotUncoverSelf: 'You cannot uncover yourself.',
  colleaguesNotMembers: 'Choose colleagues from this organisation’s staff list.',
  notSelf: 'Staff cannot cover themselves.',
} as const;

async function requireMember(db: Db, wcmsId: number, userId: number) {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.wcmsId, wcmsId), eq(memberships.userId, userId)))
    .limit(1);
  if (!row) throw new HttpProblem(404, COVERING_MESSAGES.notMember, 'NOT_FOUND');
}

/** The colleagues (other staff members here) and whether `userId` covers each. */
async function colleaguesOf(db: Db, wcmsId: number, userId: number) {
  const rows = await db
    .select({
      userId: users.id,
      name: sql<string>`coalesce(${memberships.displayName}, ${users.forename} || ' ' || ${users.surname})`,
      covered: colleagueCovers.userId,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      colleagueCovers,
      and(
        eq(colleagueCovers.wcmsId, wcmsId),
        eq(colleagueCovers.userId, userId),
        eq(colleagueCovers.coveredUserId, memberships.userId),
      ),
    )
    .where(and(eq(memberships.wcmsId, wcmsId), ne(memberships.userId, userId)))
    .orderBy(asc(users.surname), asc(users.forename), asc(users.id));
  return rows.map((r) => ({ userId: String(r.userId), name: r.name, covered: r.covered !== null }));
}

export async function staffCovering(db: Db, wcmsId: number, userId: number) {
  await requireMember(db, wcmsId, userId);
  const groups = await listCovering(db, wcmsId, userId);
  return {
    userId: String(userId),
    groups: groups.map((g) => ({ id: String(g.id), name: g.name, covered: g.covered })),
    colleagues: await colleaguesOf(db, wcmsId, userId),
  };
}

/** The staff who cover a colleague at an organisation: told of requests assigned to that colleague. */
export async function colleagueCoverers(db: Db, wcmsId: number, coveredUserId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: colleagueCovers.userId })
    .from(colleagueCovers)
    .where(and(eq(colleagueCovers.wcmsId, wcmsId), eq(colleagueCovers.coveredUserId, coveredUserId)));
  return rows.map((r) => r.userId);
}

/**
 * Sets exactly what a staff member covers. A super user cannot uncover themselves (spec §5): they may add covers
 * for themselves but not take one away.
 */
export async function setStaffCovering(
  ctx: Pick<RequestContext, 'db'>,
  caller: ConsoleCaller,
  userId: number,
  groupIds: number[],
  colleagueIds: number[],
) {
  await requireMember(ctx.db, caller.wcmsId, userId);
  const wantedColleagues = [...new Set(colleagueIds)];
  if (wantedColleagues.includes(userId)) throw validationFailed({ colleagues: COVERING_MESSAGES.notSelf });
  if (wantedColleagues.length > 0) {
    const found = await ctx.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.wcmsId, caller.wcmsId), inArray(memberships.userId, wantedColleagues)));
    if (found.length !== wantedColleagues.length) {
      throw validationFailed({ colleagues: COVERING_MESSAGES.colleaguesNotMembers });
    }
  }
  if ((caller.isSuperUser || caller.level === 'super') && caller.userId === userId) {
    const current = await staffCovering(ctx.db, caller.wcmsId, userId);
    const dropsGroup = current.groups.some((g) => g.covered && !groupIds.includes(Number(g.id)));
    const dropsColleague = current.colleagues.some((c) => c.covered && !wantedColleagues.includes(Number(c.userId)));
    if (dropsGroup || dropsColleague) {
      throw new HttpProblem(409, COVERING_MESSAGES.cannotUncoverSelf, 'CANNOT_UNCOVER_SELF');
    }
  }
  await setCovering(ctx.db, caller.wcmsId, userId, groupIds);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(colleagueCovers)
      .where(and(eq(colleagueCovers.wcmsId, caller.wcmsId), eq(colleagueCovers.userId, userId)));
    if (wantedColleagues.length > 0) {
      await tx
        .insert(colleagueCovers)
        .values(wantedColleagues.map((coveredUserId) => ({ wcmsId: caller.wcmsId, userId, coveredUserId })));
    }
  });
  return staffCovering(ctx.db, caller.wcmsId, userId);
}
