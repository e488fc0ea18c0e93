import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db/client.js';
import { randomToken, sha256Hex } from '../../auth/crypto.js';
import { accountTokens, type AccountTokenPurpose } from './tables.js';

export const LINK_TTL_MS: Record<AccountTokenPurpose, number> = {
  register: 7 * 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** The client routes the emailed links open (spec §2). */
export const LINK_PATHS: Record<AccountTokenPurpose, string> = {
  register: '/full/welcome/register/',
  reset_password: '/full/welcome/reset-password/',
};

/**
 * Issues an emailed link's token (stored hashed). Earlier unused links of the same purpose stop working, so only
 * the newest email is good.
 */
export async function issueLinkToken(
  // a transaction is a Db too: pass one to issue the token with other writes
  deps: { db: Db; clock: AppDeps['clock'] },
  userId: number,
  purpose: AccountTokenPurpose,
): Promise<string> {
  const token = randomToken();
  const now = deps.clock.now();
  await deps.db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  await deps.db.insert(accountTokens).values({
    id: randomUUID(),
    userId,
    purpose,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
    createdAt: now,
  });
  return token;
}

/** The unexpired, unused token row for a link, or null. */
export async function findLinkToken(deps: Pick<AppDeps, 'db' | 'clock'>, token: string, purpose: AccountTokenPurpose) {
  if (!token || token.length > 128) return null;
  const [row] = await deps.db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, sha256Hex(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt.getTime() <= deps.clock.now().getTime()) return null;
  return row;
}

export function linkUrl(publicUrl: string, purpose: AccountTokenPurpose, token: string): string {
  return `${publicUrl}${LINK_PATHS[purpose]}${token}`;
}
