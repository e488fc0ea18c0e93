import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AuthUser, RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { organisationTwoFactor, type TwoFactorMethod } from '../../auth/tables.js';
import { resetUserTwoFactor } from '../../auth/two-factor.js';
import { organisations } from '../organisations/index.js';
import { hasSuperUserPowers, isSuperUserAccount, memberships, users } from '../users/index.js';
import { requireManager } from './service.js';

const MAX_ORGANISATIONS = 100;

/** OrganisationMembership of accounts.graphql. */
export type OrganisationView = {
  wcmsId: string;
  name: string;
  clinicalSystem: (typeof organisations.$inferSelect)['clinicalSystem'];
  role: string;
  features: (typeof organisations.$inferSelect)['features'];
  twoFactorMandate: TwoFactorMethod | null;
};

const columns = {
  wcmsId: organisations.wcmsId,
  name: organisations.name,
  clinicalSystem: organisations.clinicalSystem,
  features: organisations.features,
  twoFactorMandate: organisationTwoFactor.mandate,
};

function view(
  row: { wcmsId: number; role: string | null } & Omit<OrganisationView, 'wcmsId' | 'role'>,
): OrganisationView {
  return { ...row, wcmsId: String(row.wcmsId), role: row.role ?? 'super' };
}

function searchFilter(search: string | null | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  const byName = ilike(organisations.name, `%${escaped}%`);
  return /^\d{1,9}$/.test(term) ? or(byName, eq(organisations.wcmsId, Number(term))) : byName;
}

/**
 * The organisations a user may act for with their role in each: their memberships, or for a super user every
 * organisation (role 'super' where they are not a member). search matches a name or a wcms id.
 */
export async function organisationsFor(
  ctx: Pick<RequestContext, 'db'>,
  user: AuthUser,
  search?: string | null,
  options: { all?: boolean } = {},
): Promise<OrganisationView[]> {
  const filter = searchFilter(search);
  if (user.isSuperUser && options.all) {
    const rows = await ctx.db
      .select({ ...columns, role: memberships.role })
      .from(organisations)
      .leftJoin(memberships, and(eq(memberships.wcmsId, organisations.wcmsId), eq(memberships.userId, user.userId)))
      .leftJoin(organisationTwoFactor, eq(organisationTwoFactor.wcmsId, organisations.wcmsId))
      .where(filter)
      .orderBy(asc(organisations.name), asc(organisations.wcmsId))
      .limit(MAX_ORGANISATIONS);
    return rows.map(view);
  }
  const rows = await ctx.db
    .select({ ...columns, role: memberships.role })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.wcmsId, memberships.wcmsId))
    .leftJoin(organisationTwoFactor, eq(organisationTwoFactor.wcmsId, organisations.wcmsId))
    .where(and(eq(memberships.userId, user.userId), filter))
    .orderBy(asc(organisations.name), asc(organisations.wcmsId))
    .limit(MAX_ORGANISATIONS);
  return rows.map(view);
}

/** viewer: the caller with their memberships. */
export async function viewer(ctx: RequestContext, user: AuthUser) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.userId)).limit(1);
  if (!row) throw new HttpProblem(401, 'Unauthenticated.', 'UNAUTHENTICATED');
  return {
    userId: String(row.id),
    email: row.email,
    forename: row.forename,
    surname: row.surname,
    isSuperUser: hasSuperUserPowers(row, ctx.config),
    mayToggleSuperUserMode: isSuperUserAccount(row.id, ctx.config),
    organisations: await organisationsFor(ctx, user),
  };
}

async function organisationView(ctx: RequestContext, user: AuthUser, wcmsId: number): Promise<OrganisationView> {
  const [row] = await ctx.db
    .select({ ...columns, role: memberships.role })
    .from(organisations)
    .leftJoin(memberships, and(eq(memberships.wcmsId, organisations.wcmsId), eq(memberships.userId, user.userId)))
    .leftJoin(organisationTwoFactor, eq(organisationTwoFactor.wcmsId, organisations.wcmsId))
    .where(eq(organisations.wcmsId, wcmsId))
    .limit(1);
  if (!row) throw new HttpProblem(404, 'Organisation not found', 'NOT_FOUND');
  return view(row);
}

/** setTwoFactorMandate: requires role full or super there, or a super user; null clears the mandate. */
export async function setTwoFactorMandate(
  ctx: RequestContext,
  user: AuthUser,
  wcmsId: number,
  method: TwoFactorMethod | null,
): Promise<OrganisationView> {
  await requireManager(ctx, user, wcmsId);
  const [organisation] = await ctx.db
    .select({ id: organisations.wcmsId })
    .from(organisations)
    .where(eq(organisations.wcmsId, wcmsId))
    .limit(1);
  if (!organisation) throw new HttpProblem(404, 'Organisation not found', 'NOT_FOUND');
  if (method) {
    const now = ctx.clock.now();
    await ctx.db
      .insert(organisationTwoFactor)
      .values({ wcmsId, mandate: method, updatedAt: now, updatedBy: user.userId })
      .onConflictDoUpdate({
        target: organisationTwoFactor.wcmsId,
        set: { mandate: method, updatedAt: now, updatedBy: user.userId },
      });
  } else {
    await ctx.db.delete(organisationTwoFactor).where(eq(organisationTwoFactor.wcmsId, wcmsId));
  }
  return organisationView(ctx, user, wcmsId);
}

/** resetTwoFactor: a manager of the organisation makes a member set two-factor up again at next sign-in. */
export async function resetTwoFactorFor(
  ctx: RequestContext,
  user: AuthUser,
  wcmsId: number,
  targetUserId: number,
): Promise<true> {
  await requireManager(ctx, user, wcmsId);
  const [member] = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.wcmsId, wcmsId), eq(memberships.userId, targetUserId)))
    .limit(1);
  if (!member) throw new HttpProblem(404, 'That person is not a member of this organisation', 'NOT_FOUND');
  await resetUserTwoFactor(ctx, targetUserId);
  return true;
}
