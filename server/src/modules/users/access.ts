import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../context.js';
import { memberships, type Role } from './tables.js';

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
