import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { forbidden, HttpProblem } from '../../errors.js';
import { organisations } from '../organisations/tables.js';
import { memberships, type Role } from '../users/tables.js';
import { requireUser } from '../users/access.js';
import { CLINICAL_MESSAGES } from './rules.js';

export type ClinicalCaller = { userId: number; role: Exclude<Role, 'super'>; wcmsId: number; clinicalSystem: string };

/**
 * The patients area (spec §6): the caller must be a member of the organisation with a role other than 'super'
 * ('Super role is denied the outbound, messages and patients areas'); a super user acting for an organisation
 * they are not a member of acts with role 'super', so is refused too.
 */
export async function requireClinicalAccess(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
): Promise<ClinicalCaller> {
  const user = requireUser(ctx.user);
  const [row] = await ctx.db
    .select({ clinicalSystem: organisations.clinicalSystem, role: memberships.role })
    .from(organisations)
    .leftJoin(memberships, and(eq(memberships.wcmsId, organisations.wcmsId), eq(memberships.userId, user.userId)))
    .where(eq(organisations.wcmsId, wcmsId))
    .limit(1);
  if (!row) {
    if (user.isSuperUser) throw new HttpProblem(404, 'Organisation not found', 'NOT_FOUND');
    throw forbidden();
  }
  const role: Role | null = row.role ?? (user.isSuperUser ? 'super' : null);
  if (role === null) throw forbidden();
  if (role === 'super') throw new HttpProblem(403, CLINICAL_MESSAGES.noAccessToPage, 'FORBIDDEN');
  return { userId: user.userId, role, wcmsId, clinicalSystem: row.clinicalSystem };
}
