import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { forbidden, HttpProblem } from '../../errors.js';
import { requireUser } from '../users/access.js';
import { memberships, users } from '../users/tables.js';
import { organisations } from '../organisations/tables.js';

/** spec §6 console access levels an area needs. */
export type ConsoleLevel = 'basic' | 'advanced';

export const CONSOLE_MESSAGES = {
  noConsole: 'You do not have access to this page',
  // spec §6
  advancedDenied: 'You have not been given access to advanced settings',
} as const;

export type ConsoleCaller = { userId: number; name: string; wcmsId: number; organisationName: string };

/**
 * Interim console check until the console frame's shared access helper lands: role editor has basic settings,
 * role full (or a super user) advanced; anyone else may not open the console (spec §6). Unknown organisation: 404
 * for a super user, 403 for anyone else.
 */
export async function requireConsoleArea(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
  level: ConsoleLevel,
): Promise<ConsoleCaller> {
  const user = requireUser(ctx.user);
  const [row] = await ctx.db
    .select({
      organisationName: organisations.name,
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
  const granted: ConsoleLevel | null =
    user.isSuperUser || row.role === 'full' || row.role === 'super'
      ? 'advanced'
      : row.role === 'editor'
        ? 'basic'
        : null;
  if (row.role === null && !user.isSuperUser) throw forbidden();
  if (granted === null) throw new HttpProblem(403, CONSOLE_MESSAGES.noConsole, 'FORBIDDEN');
  if (level === 'advanced' && granted !== 'advanced') {
    throw new HttpProblem(403, CONSOLE_MESSAGES.advancedDenied, 'CONSOLE_ACCESS_DENIED');
  }
  return {
    userId: user.userId,
    name: `${row.forename} ${row.surname}`,
    wcmsId,
    organisationName: row.organisationName,
  };
}
