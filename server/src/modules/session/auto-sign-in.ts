import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuthUser, RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { randomToken, sha256Hex } from '../../auth/crypto.js';
import { startSession } from '../../auth/sessions.js';
import { canActFor, hasSuperUserPowers, users } from '../users/index.js';
import { organisations } from '../organisations/index.js';
import { autoSignIns } from './tables.js';
import { recordAudit, type AuditInfo } from './audit.js';
import type { LoginOutcome } from './login.js';

export const autoSignInFailed = () =>
  new HttpProblem(
    401,
    'Automatic sign-in did not work. Sign in with your email address and password.',
    'AUTO_SIGN_IN_FAILED',
  );

/**
 * Creates an auto sign-in entry for the caller, the organisation and the clinical staff member at the desktop.
 * The guid is returned once and stored only hashed; an earlier entry for the same three is replaced.
 */
export async function createAutoSignIn(
  ctx: RequestContext,
  user: AuthUser,
  wcmsId: number,
  clinicalStaffGuid: string,
): Promise<{ id: string; userId: string }> {
  const staffGuid = clinicalStaffGuid.trim();
  if (!staffGuid || staffGuid.length > 128) {
    throw new HttpProblem(400, 'Enter the clinical staff member.', 'VALIDATION_FAILED', {
      clinicalStaffGuid: 'is invalid',
    });
  }
  const [organisation] = await ctx.db
    .select({ id: organisations.wcmsId })
    .from(organisations)
    .where(eq(organisations.wcmsId, wcmsId))
    .limit(1);
  if (!organisation || !(await canActFor(ctx.db, user, wcmsId))) {
    throw new HttpProblem(403, 'You do not have access to this organisation', 'FORBIDDEN');
  }
  const guid = randomToken();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(autoSignIns)
      .set({ revokedAt: now })
      .where(
        and(
          eq(autoSignIns.userId, user.userId),
          eq(autoSignIns.wcmsId, wcmsId),
          eq(autoSignIns.clinicalStaffGuid, staffGuid),
          isNull(autoSignIns.revokedAt),
        ),
      );
    await tx.insert(autoSignIns).values({
      id: randomUUID(),
      guidHash: sha256Hex(guid),
      userId: user.userId,
      wcmsId,
      clinicalStaffGuid: staffGuid,
      createdAt: now,
    });
  });
  return { id: guid, userId: String(user.userId) };
}

/**
 * Signs in with an auto sign-in guid (REST POST /session {guid}). The user must still be able to act for the
 * entry's organisation and have access to the service; the second factor was given when the entry was made.
 */
export async function signInWithGuid(ctx: RequestContext, guid: string, audit: AuditInfo): Promise<LoginOutcome> {
  const [entry] = await ctx.db
    .select()
    .from(autoSignIns)
    .where(and(eq(autoSignIns.guidHash, sha256Hex(guid)), isNull(autoSignIns.revokedAt)))
    .limit(1);
  if (!entry) throw autoSignInFailed();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, entry.userId)).limit(1);
  if (!user || !user.passwordHash || user.lockedAt || !user.serviceAccess) throw autoSignInFailed();
  const member = await canActFor(
    ctx.db,
    { userId: user.id, sessionId: '', isSuperUser: hasSuperUserPowers(user, ctx.config) },
    entry.wcmsId,
  );
  if (!member) throw autoSignInFailed();

  await ctx.db.update(autoSignIns).set({ lastUsedAt: ctx.clock.now() }).where(eq(autoSignIns.id, entry.id));
  const session = await startSession(ctx, user.id, { userAgent: audit.userAgent, ip: ctx.ip });
  await recordAudit(ctx, user.id, 'auto_sign_in', { ...audit, wcmsId: String(entry.wcmsId) }, session.sessionId);
  return { kind: 'session', session, user, autoSignInGuid: guid };
}
