import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { forbidden, HttpProblem } from '../../errors.js';
import { organisations } from '../organisations/tables.js';
import { memberships, users } from '../users/tables.js';
import { requireUser } from '../users/access.js';
import { OUTBOUND_MESSAGES } from './rules.js';

export type OutboundCaller = { userId: number; name: string; wcmsId: number; organisationName: string };

/**
 * The outbound area (spec §6): a member of the organisation whose role is not 'super' (a super user acting for an
 * organisation they are not a member of acts as 'super' and is refused), with the organisation's outbound feature
 * enabled (a gated feature needing enabling by sales).
 */
export async function requireOutboundAccess(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
): Promise<OutboundCaller> {
  const user = requireUser(ctx.user);
  const [row] = await ctx.db
    .select({
      organisationName: organisations.name,
      features: organisations.features,
      role: memberships.role,
      forename: users.forename,
      surname: users.surname,
    })
    .from(organisations)
    .innerJoin(users, eq(users.id, user.userId))
    .leftJoin(memberships, and(eq(memberships.wcmsId, organisations.wcmsId), eq(memberships.userId, user.userId)))
    .where(eq(organisations.wcmsId, wcmsId))
    .limit(1);
  if (!row) {
    if (user.isSuperUser) throw new HttpProblem(404, 'Organisation not found', 'NOT_FOUND');
    throw forbidden();
  }
  const role = row.role ?? (user.isSuperUser ? 'super' : null);
  if (role === null) throw forbidden();
  if (role === 'super') throw new HttpProblem(403, OUTBOUND_MESSAGES.noAccessToPage, 'FORBIDDEN');
  if (!row.features.outbound) throw new HttpProblem(403, OUTBOUND_MESSAGES.notEnabled, 'FEATURE_DISABLED');
  return {
    userId: user.userId,
    name: `${row.forename} ${row.surname}`,
    wcmsId,
    organisationName: row.organisationName,
  };
}
