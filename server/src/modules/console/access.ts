import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { forbidden, HttpProblem } from '../../errors.js';
import { organisations, type ClinicalSystemId } from '../organisations/index.js';
import {
  requireUser,
  consoleAccessLevels,
  memberships,
  users,
  type ConsoleAccessLevel,
  type Role,
} from '../users/index.js';

/** What a console area needs (spec §6): basic settings, or advanced ones. */
export type ConsoleAreaLevel = 'basic' | 'advanced';

/** spec §6, word for word: a basic-settings member opening an advanced area. */
export const ADVANCED_DENIED = 'You have not been given access to advanced settings';
/** A member whose console access is none (the spec gives no wording). */
export const CONSOLE_ACCESS_NONE = 'You have not been given access to the management console';
/** Not someone who may open the console at all (spec §6 roles), the 401 page's words (spec §2). */
export const CONSOLE_NOT_ALLOWED = 'You do not have access to this page';

/** The signed-in caller acting in the console of one organisation. */
export type ConsoleCaller = {
  userId: number;
  name: string;
  wcmsId: number;
  organisationName: string;
  clinicalSystem: ClinicalSystemId;
  /** Their membership's role; 'super' for a super user acting for an organisation they are not a member of. */
  role: Role;
  /** Their console access here; always 'super' for a super user. */
  level: ConsoleAccessLevel;
  isSuperUser: boolean;
};

/** True when `level` reaches `needed` (none < basic < advanced < super). */
export function levelAllows(level: ConsoleAccessLevel, needed: ConsoleAreaLevel | ConsoleAccessLevel): boolean {
  return consoleAccessLevels.indexOf(level) >= consoleAccessLevels.indexOf(needed);
}

/** Who may open the console at all (spec §6): role editor, full or super here, or a super user. */
export function mayOpenConsole(role: Role | null, isSuperUser: boolean): boolean {
  return isSuperUser || role === 'editor' || role === 'full' || role === 'super';
}

/**
 * The caller's console standing in an organisation without refusing anything: null when they may not act for it.
 * For the console frame's own query (what to show) and for areas that let others read but only console users edit.
 */
export async function consoleStanding(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
): Promise<(ConsoleCaller & { canOpen: boolean }) | null> {
  const user = ctx.user;
  if (!user) return null;
  const [row] = await ctx.db
    .select({
      organisationName: organisations.name,
      clinicalSystem: organisations.clinicalSystem,
      role: memberships.role,
      consoleAccess: memberships.consoleAccess,
      forename: users.forename,
      surname: users.surname,
    })
    .from(organisations)
    .innerJoin(users, eq(users.id, user.userId))
    .leftJoin(memberships, and(eq(memberships.wcmsId, organisations.wcmsId), eq(memberships.userId, user.userId)))
    .where(eq(organisations.wcmsId, wcmsId))
    .limit(1);
  if (!row) return null;
  const role: Role | null = row.role ?? (user.isSuperUser ? 'super' : null);
  if (role === null) return null;
  // spec §6: a super user may act for any organisation with every right
  const level: ConsoleAccessLevel = user.isSuperUser ? 'super' : (row.consoleAccess ?? 'none');
  return {
    userId: user.userId,
    name: `${row.forename} ${row.surname}`,
    wcmsId,
    organisationName: row.organisationName,
    clinicalSystem: row.clinicalSystem,
    role,
    level,
    isSuperUser: user.isSuperUser,
    canOpen: mayOpenConsole(role, user.isSuperUser),
  };
}

/**
 * The one check every console call makes (spec §6): signed in (401), may act for the organisation (403; 404 for a
 * super user when it does not exist), may open the console (role editor, full or super, or a super user), has
 * console access (not none) and, for an advanced area, advanced access or more ('You have not been given access to
 * advanced settings').
 */
export async function requireConsoleAccess(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
  needed: ConsoleAreaLevel,
): Promise<ConsoleCaller> {
  const user = requireUser(ctx.user);
  const standing = await consoleStanding(ctx, wcmsId);
  if (!standing) {
    if (user.isSuperUser) throw new HttpProblem(404, 'Organisation not found', 'NOT_FOUND');
    throw forbidden();
  }
  if (!standing.canOpen) throw forbidden(CONSOLE_NOT_ALLOWED);
  if (standing.level === 'none') throw forbidden(CONSOLE_ACCESS_NONE);
  if (!levelAllows(standing.level, needed)) throw forbidden(ADVANCED_DENIED);
  const { canOpen: _canOpen, ...caller } = standing;
  return caller;
}
