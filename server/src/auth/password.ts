import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB memory, 2 passes, 1 lane).
// (algorithm 2 is Algorithm.Argon2id: the package's const enum cannot be imported under verbatimModuleSyntax)
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The longest password accepted: long enough for any passphrase, short enough not to tie the server up hashing. */
export const PASSWORD_MAX_LENGTH = 1024;

/** Hashes a password with argon2id, a memory-hard function. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when the password matches the stored hash; false for a malformed hash rather than throwing. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
