import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps, Authenticator, AuthUser } from '../context.js';
import { hasSuperUserPowers, users } from '../modules/users/index.js';
import { sessions } from './tables.js';
import { tokenSigningKey } from './secret.js';
import { ACCESS_AUDIENCE, epochSeconds, verifyToken } from './tokens.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Bearer tokens backed by the sessions table: the signature and expiry are checked, and then that the session is
 * neither revoked nor past its absolute expiry and its user still has access to the service. So logout, reuse
 * detection and a password reset end access at once, on every node.
 */
export function createSessionAuthenticator(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Authenticator {
  return {
    async authenticate(token: string | undefined): Promise<AuthUser | null> {
      if (!token) return null;
      const key = await tokenSigningKey(deps.db, deps.config);
      const now = deps.clock.now();
      const claims = await verifyToken(key, token, ACCESS_AUDIENCE, epochSeconds(now));
      if (!claims) return null;
      const userId = Number(claims.sub);
      const sessionId = claims.sid;
      if (!Number.isSafeInteger(userId) || typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
      const [row] = await deps.db
        .select({ isSuperUser: users.isSuperUser })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            eq(users.serviceAccess, true),
          ),
        )
        .limit(1);
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
