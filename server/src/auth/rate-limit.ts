import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { loginAttempts } from './tables.js';
import { rateLimited } from './problems.js';

export const LOGIN_RATE_WINDOW_SECONDS = 60;
// attempts are kept a day for investigation, then dropped
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

/**
 * Records a sign-in attempt and refuses it with RATE_LIMITED when, counting it, there were more than the allowed
 * attempts for the account name or the client address in the last 60 seconds. Kept in the database so every
 * node counts the same attempts.
 */
export async function recordLoginAttempt(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  accountName: string,
  ip: string,
): Promise<void> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - LOGIN_RATE_WINDOW_SECONDS * 1000);
  await deps.db.insert(loginAttempts).values({ accountName, ip, at: now });
  const [counts] = await deps.db
    .select({
      account: sql<number>`count(*) filter (where ${loginAttempts.accountName} = ${accountName})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(and(gt(loginAttempts.at, since), or(eq(loginAttempts.accountName, accountName), eq(loginAttempts.ip, ip))));
  await deps.db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - KEEP_ATTEMPTS_MS)));
  const { perAccount, perIp } = deps.config.loginRateLimit;
  if ((counts?.account ?? 0) > perAccount || (counts?.ip ?? 0) > perIp) throw rateLimited();
}

/**
 * The sign-in attempts for an account name kept (the last day), this one included: for a name with no account
 * every attempt failed, which is how it is locked alike after three (spec §8) without revealing it does not exist.
 * A password reset for the name clears them (clearLoginAttempts).
 */
export async function recentAttempts(deps: Pick<AppDeps, 'db'>, accountName: string): Promise<number> {
  const [row] = await deps.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(loginAttempts)
    .where(eq(loginAttempts.accountName, accountName));
  return row?.count ?? 0;
}

/**
 * Forgets an account's recent attempts: a password set through the emailed link proves the user controls the
 * account, so they may sign in with it at once.
 */
export async function clearLoginAttempts(deps: Pick<AppDeps, 'db'>, accountNames: string[]): Promise<void> {
  const names = [...new Set(accountNames.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  for (const name of names) await deps.db.delete(loginAttempts).where(eq(loginAttempts.accountName, name));
}
