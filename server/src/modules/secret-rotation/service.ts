import { and, eq, like } from 'drizzle-orm';
import { userAuthenticators } from '../../auth/tables.js';
import { atRestKeys, openWithAnyKey, type AtRestKeyDeps } from '../../security/at-rest-keys.js';
import { isSealed, sealSecret } from '../../security/secret-box.js';
import { clinicalServerDetails } from '../clinical-integration/index.js';

export type RotationResult = {
  /** Secrets sealed with a previous key and now sealed with the current one. */
  resealed: number;
  /** Sealed secrets no known key opens (a previous secret that was not given): left as they are. */
  unreadable: number;
};

/**
 * Key rotation for secrets at rest (authenticator secrets, clinical server passwords). After TOKEN_SECRET changes
 * (with the old value in TOKEN_SECRET_PREVIOUS, or from the generated secret to a configured one), every secret
 * still sealed with a previous key is opened with it and sealed again with the current key. Runs at start-up;
 * idempotent, and safe on several nodes: each row is replaced only while it still holds the value that was read.
 */
export async function rotateSealedSecrets(deps: AtRestKeyDeps): Promise<RotationResult> {
  const keys = await atRestKeys(deps);
  const result: RotationResult = { resealed: 0, unreadable: 0 };
  if (keys.previous.length === 0) return result;

  /** The value sealed with the current key, or null when it already is (or cannot be opened). */
  const reseal = (stored: string): string | null => {
    if (!isSealed(stored)) return null;
    try {
      const opened = openWithAnyKey(stored, keys);
      return opened.current ? null : sealSecret(opened.plain, keys.current);
    } catch {
      result.unreadable += 1;
      return null;
    }
  };

  const authenticators = await deps.db
    .select({ userId: userAuthenticators.userId, secret: userAuthenticators.secret })
    .from(userAuthenticators)
    .where(like(userAuthenticators.secret, 'enc:%'));
  for (const row of authenticators) {
    const sealed = reseal(row.secret);
    if (!sealed) continue;
    const updated = await deps.db
      .update(userAuthenticators)
      .set({ secret: sealed })
      .where(and(eq(userAuthenticators.userId, row.userId), eq(userAuthenticators.secret, row.secret)))
      .returning({ userId: userAuthenticators.userId });
    result.resealed += updated.length;
  }

  const servers = await deps.db
    .select({
      wcmsId: clinicalServerDetails.wcmsId,
      password: clinicalServerDetails.passwordSealed,
      apiPassword: clinicalServerDetails.apiPasswordSealed,
    })
    .from(clinicalServerDetails);
  for (const row of servers) {
    const password = reseal(row.password);
    const apiPassword = reseal(row.apiPassword);
    if (!password && !apiPassword) continue;
    const updated = await deps.db
      .update(clinicalServerDetails)
      .set({ passwordSealed: password ?? row.password, apiPasswordSealed: apiPassword ?? row.apiPassword })
      .where(
        and(
          eq(clinicalServerDetails.wcmsId, row.wcmsId),
          eq(clinicalServerDetails.passwordSealed, row.password),
          eq(clinicalServerDetails.apiPasswordSealed, row.apiPassword),
        ),
      )
      .returning({ wcmsId: clinicalServerDetails.wcmsId });
    if (updated.length > 0) result.resealed += (password ? 1 : 0) + (apiPassword ? 1 : 0);
  }
  return result;
}
