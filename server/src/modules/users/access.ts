import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { memberships, type Role } from './tables.js';

/** Roles that manage an organisation's staff and settings (spec §6). */
export const MANAGER_ROLES: readonly Role[] = ['full', 'super'];

/** The caller's role in an organisation: their membership's, 'super' for a super user acting for it, else null. */
export async function roleIn(db: Db, user: AuthUser, wcmsId: number): Promise<Role | null> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, user.userId), eq(memberships.wcmsId, wcmsId)))
    .limit(1);
  if (row) return row.role;
  // spec §6: a super user may select any organisation and act for it
  return user.isSuperUser ? 'super' : null;
}

/** True when the caller may act for the organisation (member, or super user). */
export async function canActFor(db: Db, user: AuthUser, wcmsId: number): Promise<boolean> {
  return (await roleIn(db, user, wcmsId)) !== null;
}

/** True when the caller has role full or super in the organisation, or is a super user. */
export async function canManage(db: Db, user: AuthUser, wcmsId: number): Promise<boolean> {
  const role = await roleIn(db, user, wcmsId);
  return role !== null && MANAGER_ROLES.includes(role);
}

/**
 * True when the caller may see and edit another user's account: themselves, a super user, or someone with role
 * full or super in an organisation the user belongs to.
 */
/** 403 for a user record the caller may not see or change. */
export const forbiddenUser = () => new HttpProblem(403, 'You do not have access to this user', 'FORBIDDEN');

export async function canManageUser(db: Db, user: AuthUser, targetUserId: number): Promise<boolean> {
  if (user.userId === targetUserId || user.isSuperUser) return true;
  const mine = alias(memberships, 'mine');
  const theirs = alias(memberships, 'theirs');
  const [shared] = await db
    .select({ wcmsId: mine.wcmsId })
    .from(mine)
    .innerJoin(theirs, eq(theirs.wcmsId, mine.wcmsId))
    .where(and(eq(mine.userId, user.userId), inArray(mine.role, [...MANAGER_ROLES]), eq(theirs.userId, targetUserId)))
    .limit(1);
  return shared !== undefined;
}

/** The signed-in caller; protected operations are already refused without one, this narrows the type. */
export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw new HttpProblem(401, 'Unauthenticated.', 'UNAUTHENTICATED');
  return user;
}

/**
 * A record id from a GraphQL ID (or string) argument the resolvers read as an integer: the one parse every resolver
 * uses, so a junk id ('1e308', '99999999999999999999', '-1') is refused as BAD_USER_INPUT before any SQL, like the
 * REST contract's Id (a positive 32-bit integer).
 */
export function parseId(value: string | number, field: string): number {
  const text = String(value).trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
    throw new HttpProblem(400, `${field} is not a valid id`, 'BAD_USER_INPUT', { [field]: 'is not a valid id' });
  }
  return id;
}

/** The largest record id (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;
