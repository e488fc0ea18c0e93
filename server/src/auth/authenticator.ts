import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDeps, Authenticator, AuthUser } from '../context.js';
import { hasSuperUserPowers, users } from '../modules/users/index.js';
import { sessions } from './tables.js';
import { tokenSigningKey } from './secret.js';
import { ACCESS_AUDIENCE, epochSeconds, verifyToken, type TokenClaims } from './tokens.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Bearer tokens whose signature has been checked, at most this many (then the cache starts again). */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Bearer tokens backed by the sessions table: the signature and expiry are checked, and then that the session is
 * neither revoked nor past its absolute expiry and its user still has access to the service. So logout, reuse
 * detection and a password reset end access at once, on every node.
 */
export function createSessionAuthenticator(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Authenticator {
  // A token's signature never changes: once checked (an HMAC through WebCrypto, about a tenth of an inbox call's
  // CPU under load) its claims are kept, and only its expiry is checked again. Revocation is not cached: the
  // session row below is read on every call.
  const verified = new Map<string, TokenClaims>();
  async function claimsOf(token: string, nowSeconds: number): Promise<TokenClaims | null> {
    const known = verified.get(token);
    if (known) return known.exp > nowSeconds ? known : null;
    const key = await tokenSigningKey(deps.db, deps.config);
    const claims = await verifyToken(key, token, ACCESS_AUDIENCE, nowSeconds);
    if (claims) {
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
      verified.set(token, claims);
    }
    return claims;
  }
  // The session check runs on every authenticated call: prepared once (a named statement on PostgreSQL), it is
  // neither rebuilt nor parsed and planned again per call.
  const sessionCheck = deps.db
    .select({ isSuperUser: users.isSuperUser })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.serviceAccess, true),
      ),
    )
    .limit(1)
    .prepare('authenticate_session');
  return {
    async authenticate(token: string | undefined): Promise<AuthUser | null> {
      if (!token) return null;
      const now = deps.clock.now();
      const claims = await claimsOf(token, epochSeconds(now));
      if (!claims) return null;
      const userId = Number(claims.sub);
      const sessionId = claims.sid;
      if (!Number.isSafeInteger(userId) || typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
      const [row] = await sessionCheck.execute({ sessionId, userId, now });
      // spec §6: super-user powers only for the configured account, and only while its mode is on
      return row
        ? {
            userId,
            sessionId,
            isSuperUser: hasSuperUserPowers({ id: userId, isSuperUser: row.isSuperUser }, deps.config),
          }
        : null;
    },
  };
}
