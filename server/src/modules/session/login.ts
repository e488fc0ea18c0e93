import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { users } from '../users/index.js';
import { PASSWORD_MAX_LENGTH, hashPassword, verifyPassword } from '../../auth/password.js';
import { recentAttempts, recordLoginAttempt } from '../../auth/rate-limit.js';
import { startSession, type IssuedSession } from '../../auth/sessions.js';
import { checkSecondFactor, type SecondFactorChallenge, type SecondFactorInput } from '../../auth/two-factor.js';
import { accountLocked, invalidCredentials, noServiceAccess } from '../../auth/problems.js';
import { recordAudit, type AuditInfo } from './audit.js';

/** Consecutive wrong passwords that lock an account (spec §8). */
export const LOCK_AFTER_FAILURES = 3;

export type UserRow = typeof users.$inferSelect;

export type LoginOutcome =
  | { kind: 'session'; session: IssuedSession; user: UserRow; autoSignInGuid: string | null }
  | { kind: 'challenge'; challenge: SecondFactorChallenge };

let dummyHash: Promise<string> | null = null;
/** A hash to verify against when there is no account, so an unknown name takes as long as a wrong password. */
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('carebridge-timing-equaliser');
  return dummyHash;
}

export async function findUserByAccountName(
  ctx: Pick<RequestContext, 'db'>,
  accountName: string,
): Promise<UserRow | null> {
  const name = accountName.trim().toLowerCase();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, name), eq(sql`lower(${users.username})`, name)))
    .limit(1);
  return user ?? null;
}

/**
 * Sign-in with an email address or username and password (spec §8): rate limited per account name and per
 * address, three consecutive wrong passwords lock the account, then the second factor an organisation mandates.
 * Unknown accounts and wrong passwords fail alike.
 */
export async function loginWithPassword(
  ctx: RequestContext,
  input: { username: string; password: string; twoFactor: SecondFactorInput; audit: AuditInfo },
): Promise<LoginOutcome> {
  const accountName = input.username.trim().toLowerCase().slice(0, 254);
  await recordLoginAttempt(ctx, accountName, ctx.ip);

  // no password is longer than registration allows: refuse without spending a hash on it
  if (input.password.length > PASSWORD_MAX_LENGTH) throw invalidCredentials();
  const user = await findUserByAccountName(ctx, accountName);
  if (!user || !user.passwordHash) {
    await verifyPassword(await timingDummy(), input.password);
    // an unknown account answers as a real one would, lock included, so answers never tell which accounts exist
    const failures = await recentAttempts(ctx, accountName);
    if (failures >= LOCK_AFTER_FAILURES) throw accountLocked();
    throw invalidCredentials(failures === LOCK_AFTER_FAILURES - 1);
  }
  if (user.lockedAt) throw accountLocked();

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const now = ctx.clock.now();
    const [after] = await ctx.db
      .update(users)
      .set({
        failedLoginAttempts: sql`${users.failedLoginAttempts} + 1`,
        lockedAt: sql`case when ${users.failedLoginAttempts} + 1 >= ${LOCK_AFTER_FAILURES} then coalesce(${users.lockedAt}, ${now.toISOString()}::timestamptz) else ${users.lockedAt} end`,
      })
      .where(eq(users.id, user.id))
      .returning({ lockedAt: users.lockedAt, failures: users.failedLoginAttempts });
    if (after?.lockedAt) {
      await recordAudit(ctx, user.id, 'lock', input.audit);
      throw accountLocked();
    }
    // warn before the attempt that locks
    throw invalidCredentials(after?.failures === LOCK_AFTER_FAILURES - 1);
  }

  // the right password ends a run of failures, unless the account was locked meanwhile (another node)
  const unlocked = await ctx.db
    .update(users)
    .set({ failedLoginAttempts: 0 })
    .where(and(eq(users.id, user.id), isNull(users.lockedAt)))
    .returning({ id: users.id });
  if (unlocked.length === 0) throw accountLocked();

  return completeSignIn(ctx, user, input.twoFactor, input.audit);
}

/**
 * What follows a proven identity (a right password, or a registration link): service access, the second factor,
 * then a new session and its audit event.
 */
export async function completeSignIn(
  ctx: RequestContext,
  user: UserRow,
  twoFactor: SecondFactorInput,
  audit: AuditInfo,
): Promise<LoginOutcome> {
  if (!user.serviceAccess) throw noServiceAccess();
  const challenge = await checkSecondFactor(ctx, { id: user.id, email: user.email }, twoFactor);
  if (challenge) return { kind: 'challenge', challenge };
  const session = await startSession(ctx, user.id, { userAgent: audit.userAgent, ip: ctx.ip });
  await recordAudit(ctx, user.id, 'login', audit, session.sessionId);
  return { kind: 'session', session, user, autoSignInGuid: null };
}

/** The contract's Session (REST). */
export function sessionBody(session: IssuedSession, user: UserRow, autoSignInGuid: string | null) {
  return {
    bearer_token: session.bearerToken,
    refresh_token: session.refreshToken,
    user_id: user.id,
    email: user.email,
    username: user.username,
    forename: user.forename,
    surname: user.surname,
    auto_sign_in_guid: autoSignInGuid,
    expires_in: session.expiresIn,
  };
}

/** The GraphQL LoginResult of an outcome. */
export function loginResult(outcome: LoginOutcome) {
  if (outcome.kind === 'challenge') {
    return {
      twoFactorRequired: outcome.challenge.method,
      twoFactorSetupUri: outcome.challenge.setupUri ?? null,
    };
  }
  const { session, user } = outcome;
  return {
    bearerToken: session.bearerToken,
    refreshToken: session.refreshToken,
    userId: String(user.id),
    email: user.email,
    username: user.username,
    forename: user.forename,
    surname: user.surname,
    autoSignInGuid: outcome.autoSignInGuid,
    expiresIn: session.expiresIn,
    twoFactorRequired: null,
    twoFactorSetupUri: null,
  };
}
