import { eq, not, like } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ServerConfig } from '../config.js';
import { isSealed, sealSecret, secretsKey } from '../security/secret-box.js';
import { tokenSigningKey } from './secret.js';
import { atRestKeys, openWithAnyKey, type AtRestKeyDeps } from '../security/at-rest-keys.js';
import { userAuthenticators } from './tables.js';

type KeyDeps = { db: Db; config: Pick<ServerConfig, 'tokenSecret'> };

/** The key for secrets at rest of this deployment. */
export async function atRestKey(deps: KeyDeps): Promise<Buffer> {
  return secretsKey(await tokenSigningKey(deps.db, deps.config));
}

/** An authenticator secret as stored (encrypted), from its Base32 text. */
export async function sealAuthenticatorSecret(deps: KeyDeps, secret: string): Promise<string> {
  return sealSecret(secret, await atRestKey(deps));
}

/**
 * The Base32 text of a stored authenticator secret (rows written before encryption are read as they are; rows sealed
 * with the previous deployment secret while rotating it are read with its key, see security/at-rest-keys.ts).
 */
export async function openAuthenticatorSecret(deps: AtRestKeyDeps, stored: string): Promise<string> {
  return isSealed(stored) ? openWithAnyKey(stored, await atRestKeys(deps)).plain : stored;
}

/**
 * The data migration that encrypts authenticator secrets stored in plain text before this release. Runs at start
 * (after the schema migrations: it needs the deployment's key, which SQL does not have); idempotent, and safe on
 * several nodes (each row is updated only while it is still plain). Returns how many rows it encrypted.
 */
export async function encryptPlainAuthenticatorSecrets(deps: KeyDeps): Promise<number> {
  const key = await atRestKey(deps);
  const plain = await deps.db
    .select({ userId: userAuthenticators.userId, secret: userAuthenticators.secret })
    .from(userAuthenticators)
    .where(not(like(userAuthenticators.secret, 'enc:%')));
  let count = 0;
  for (const row of plain) {
    const updated = await deps.db
      .update(userAuthenticators)
      .set({ secret: sealSecret(row.secret, key) })
      .where(eq(userAuthenticators.userId, row.userId))
      .returning({ userId: userAuthenticators.userId });
    count += updated.length;
  }
  return count;
}
