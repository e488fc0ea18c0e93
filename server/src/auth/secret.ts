import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ServerConfig } from '../config.js';
import { serverSecrets } from './tables.js';

const TOKEN_KEY_NAME = 'token_signing_key';
const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The HS256 key: TOKEN_SECRET when set, else a random key generated once and kept in server_secrets. The first
 * node to start inserts it; the others (insert … on conflict do nothing) read the same row. Cached per database.
 */
export function tokenSigningKey(db: Db, config: Pick<ServerConfig, 'tokenSecret'>): Promise<Buffer> {
  if (config.tokenSecret) return Promise.resolve(Buffer.from(config.tokenSecret, 'utf8'));
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreate(db).catch((error: unknown) => {
      keys.delete(db);
      throw error;
    });
    keys.set(db, key);
  }
  return key;
}

async function loadOrCreate(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: TOKEN_KEY_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, TOKEN_KEY_NAME)).limit(1);
  if (!row) throw new Error('token signing key missing after insert');
  return Buffer.from(row.value, 'base64url');
}
