import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { users } from '../modules/users/index.js';
import { randomToken, sha256Hex } from './crypto.js';
import { tokenSigningKey } from './secret.js';
import { ACCESS_AUDIENCE, epochSeconds, signToken } from './tokens.js';
import { sessions } from './tables.js';
import { refreshFailed } from './problems.js';

const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

/**
 * How long a just-replaced refresh token may be presented again. A page reloaded (or closed) while its refresh was on
 * the wire never receives the new token, so it presents the old one again; without this window that is reuse and
 * signs the user out. Within it, and only while the replacement has not itself been refreshed, the server rotates the
 * replacement instead: the token the client never received dies, and reuse after the window still revokes everything.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

type SessionDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

export type IssuedSession = {
  sessionId: string;
  familyId: string;
  bearerToken: string;
  refreshToken: string;
  /** Seconds until the bearer token expires. */
  expiresIn: number;
};

export type ClientInfo = { userAgent: string | null; ip: string | null };

/** A bearer token for a session row, valid for ACCESS_TOKEN_TTL_SECONDS. */
export async function signAccessToken(deps: SessionDeps, userId: number, sessionId: string): Promise<string> {
  const key = await tokenSigningKey(deps.db, deps.config);
  const iat = epochSeconds(deps.clock.now());
  return signToken(key, {
    aud: ACCESS_AUDIENCE,
    sub: String(userId),
    sid: sessionId,
    iat,
    exp: iat + deps.config.accessTokenTtlSeconds,
  });
}

/** Starts a signed-in session (a new refresh-token family) and returns its tokens. */
export async function startSession(deps: SessionDeps, userId: number, client: ClientInfo): Promise<IssuedSession> {
  const now = deps.clock.now();
  const id = randomUUID();
  const refreshToken = randomToken();
  // sessions past their absolute expiry can never be used again: drop them (a day later, for investigations)
  await deps.db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  await deps.db.insert(sessions).values({
    id,
    userId,
    familyId: id,
    refreshHash: sha256Hex(refreshToken),
    expiresAt: new Date(now.getTime() + deps.config.refreshTokenTtlSeconds * 1000),
    createdAt: now,
    lastUsedAt: now,
    userAgent: truncate(client.userAgent, 512),
    ip: client.ip,
  });
  return {
    sessionId: id,
    familyId: id,
    bearerToken: await signAccessToken(deps, userId, id),
    refreshToken,
    expiresIn: deps.config.accessTokenTtlSeconds,
  };
}

/**
 * Exchanges a refresh token for new tokens (rotation). The old token is marked replaced; presenting a replaced or
 * revoked token again revokes its whole family, so a stolen token dies as soon as either party uses it twice. The one
 * exception is a lost answer (REFRESH_REUSE_GRACE_MS): the just-replaced token, while its replacement is unused.
 * Any failure is REFRESH_FAILED (spec §8 'Refresh Failed').
 */
export async function refreshSession(
  deps: SessionDeps,
  input: { refreshToken: string; userId: number },
  client: ClientInfo,
): Promise<IssuedSession & { userId: number }> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.refreshHash, sha256Hex(input.refreshToken)))
    .limit(1);
  if (!row || row.userId !== input.userId) throw refreshFailed();
  const current = row.replacedBy ? await unusedReplacement(deps, row, now) : row;
  if (!current || row.revokedAt || current.revokedAt) {
    await revokeFamily(deps, row.familyId);
    throw refreshFailed();
  }
  if (current.expiresAt.getTime() <= now.getTime()) throw refreshFailed();
  const [user] = await deps.db
    .select({ serviceAccess: users.serviceAccess, lockedAt: users.lockedAt })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  if (!user || !user.serviceAccess || user.lockedAt) {
    await revokeFamily(deps, row.familyId);
    throw refreshFailed();
  }

  const id = randomUUID();
  const refreshToken = randomToken();
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        id,
        userId: row.userId,
        familyId: row.familyId,
        refreshHash: sha256Hex(refreshToken),
        expiresAt: row.expiresAt,
        createdAt: now,
        lastUsedAt: now,
        userAgent: truncate(client.userAgent, 512) ?? row.userAgent,
        ip: client.ip ?? row.ip,
      });
      // only one refresh of a token can win, even across nodes: the loser finds no row and counts as reuse
      const updated = await tx
        .update(sessions)
        .set({ replacedBy: id, lastUsedAt: now })
        .where(and(eq(sessions.id, current.id), isNull(sessions.replacedBy), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      if (updated.length === 0) throw new ConcurrentReuse();
    });
  } catch (error) {
    if (!(error instanceof ConcurrentReuse)) throw error;
    await revokeFamily(deps, row.familyId);
    throw refreshFailed();
  }
  return {
    userId: row.userId,
    sessionId: id,
    familyId: row.familyId,
    bearerToken: await signAccessToken(deps, row.userId, id),
    refreshToken,
    expiresIn: deps.config.accessTokenTtlSeconds,
  };
}

/**
 * The token that replaced `row`, when `row` was replaced within the grace window and its replacement has not been
 * refreshed itself; otherwise undefined (reuse).
 */
async function unusedReplacement(
  deps: SessionDeps,
  row: typeof sessions.$inferSelect,
  now: Date,
): Promise<typeof sessions.$inferSelect | undefined> {
  // lastUsedAt of a replaced row is when it was replaced
  if (now.getTime() - row.lastUsedAt.getTime() > REFRESH_REUSE_GRACE_MS) return undefined;
  const [next] = await deps.db.select().from(sessions).where(eq(sessions.id, row.replacedBy!)).limit(1);
  return next && !next.replacedBy ? next : undefined;
}

/** Revokes every token of a sign-in (logout, reuse detection). */
export async function revokeFamily(deps: SessionDeps, familyId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Revokes the sign-in a session row belongs to; returns its family id, or null when there is no such row. */
export async function revokeSessionOf(deps: SessionDeps, sessionId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  await revokeFamily(deps, row.familyId);
  return row.familyId;
}

/** Revokes every session of a user (password reset). */
export async function revokeAllSessions(deps: SessionDeps, userId: number): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

class ConcurrentReuse extends Error {}

function truncate(value: string | null, max: number): string | null {
  return value === null ? null : value.slice(0, max);
}
