import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ServerConfig } from '../config.js';
import { tokenSigningKey } from '../auth/secret.js';
import { serverSecrets } from '../auth/tables.js';
import { openSecret, secretsKey } from './secret-box.js';

export type AtRestKeyDeps = { db: Db; config: Pick<ServerConfig, 'tokenSecret' | 'tokenSecretPrevious'> };

/** The name of the generated deployment secret in server_secrets (auth/secret.ts). */
const GENERATED_KEY_NAME = 'token_signing_key';

/**
 * The keys for secrets at rest: the current one (from TOKEN_SECRET, or the generated secret) and the previous ones
 * still accepted while rotating: the key of TOKEN_SECRET_PREVIOUS and, once TOKEN_SECRET is set on a deployment that
 * ran on a generated secret, the key of that generated secret (so setting TOKEN_SECRET needs no other step).
 */
export async function atRestKeys(deps: AtRestKeyDeps): Promise<{ current: Buffer; previous: Buffer[] }> {
  const current = secretsKey(await tokenSigningKey(deps.db, deps.config));
  const previous: Buffer[] = [];
  if (deps.config.tokenSecretPrevious) previous.push(secretsKey(Buffer.from(deps.config.tokenSecretPrevious, 'utf8')));
  if (deps.config.tokenSecret) {
    const [generated] = await deps.db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, GENERATED_KEY_NAME))
      .limit(1);
    if (generated) previous.push(secretsKey(Buffer.from(generated.value, 'base64url')));
  }
  return { current, previous: previous.filter((key) => !key.equals(current)) };
}

/**
 * Opens a sealed secret with the current key, else with a previous one. `current` says whether it was sealed with
 * the current key (false: it should be sealed again). Throws when no key opens it.
 */
export function openWithAnyKey(
  stored: string,
  keys: { current: Buffer; previous: Buffer[] },
): { plain: string; current: boolean } {
  try {
    return { plain: openSecret(stored, keys.current), current: true };
  } catch (error) {
    for (const key of keys.previous) {
      try {
        return { plain: openSecret(stored, key), current: false };
      } catch {
        // try the next previous key
      }
    }
    throw error;
  }
}
