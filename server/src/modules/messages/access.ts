import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { forbidden, HttpProblem } from '../../errors.js';
import { organisations } from '../organisations/tables.js';
import { memberships, users, type Role } from '../users/tables.js';
import { requireUser } from '../users/access.js';
import { REQUEST_MESSAGES } from './rules.js';

/** Who is acting on an organisation's requests, with what they need to write thread entries and messages. */
export type MessagesCaller = {
  userId: number;
  name: string;
  role: Exclude<Role, 'super'>;
  wcmsId: number;
  organisationName: string;
};

/**
 * The requests area (spec §6): the caller must be a member of the organisation with a role other than 'super'
 * ('Super role is denied the outbound, messages and patients areas'). A super user acting for an organisation they
 * are not a member of acts with role 'super', so is refused too; a super user who is also a member acts with their
 * membership's role. Requests must be enabled for the organisation (a gated feature).
 */
export async function requireMessagesAccess(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
): Promise<MessagesCaller> {
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
  const role: Role | null = row.role ?? (user.isSuperUser ? 'super' : null);
  if (role === null) throw forbidden();
  if (role === 'super') throw new HttpProblem(403, REQUEST_MESSAGES.noAccessToPage, 'FORBIDDEN');
  if (!row.features.requests) throw new HttpProblem(403, REQUEST_MESSAGES.requestsNotEnabled, 'FEATURE_DISABLED');
  return {
    userId: user.userId,
    name: `${row.forename} ${row.surname}`,
    role,
    wcmsId,
    organisationName: row.organisationName,
  };
}
