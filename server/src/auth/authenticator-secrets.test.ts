import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { userAuthenticators } from './tables.js';
import {
  atRestKey,
  encryptPlainAuthenticatorSecrets,
  openAuthenticatorSecret,
  sealAuthenticatorSecret,
} from './authenticator-secrets.js';
import { openSecret, sealSecret, secretsKey } from '../security/secret-box.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('secrets at rest', () => {
  it('are unreadable in the database and open only with the deployment’s key', async () => {
    const deps = { db: t.database.db, config: t.config };
    const sealed = await sealAuthenticatorSecret(deps, SECRET);
    expect(sealed).toMatch(/^enc:v1:/);
    expect(sealed).not.toContain(SECRET);
    // a fresh IV each time: the same secret never looks the same twice
    expect(await sealAuthenticatorSecret(deps, SECRET)).not.toBe(sealed);
    expect(await openAuthenticatorSecret(deps, sealed)).toBe(SECRET);
    // another deployment's key (another TOKEN_SECRET) cannot open it, nor can an altered value
    const otherKey = secretsKey(Buffer.from('another deployment secret of enough length'));
    expect(() => openSecret(sealed, otherKey)).toThrow();
    const key = await atRestKey(deps);
    // one bit of the ciphertext flipped (a changed base64 character can fall on bits the decoding drops)
    const parts = sealed.split(':');
    const ciphertext = Buffer.from(parts.at(-1)!, 'base64url');
    ciphertext[0]! ^= 1;
    const altered = [...parts.slice(0, -1), ciphertext.toString('base64url')].join(':');
    expect(altered).not.toBe(sealed);
    expect(() => openSecret(altered, key)).toThrow();
    expect(openSecret(sealSecret('x', key), key)).toBe('x');
  });

  it('the data migration encrypts plain authenticator secrets once, and sign-in still reads them', async () => {
    const deps = { db: t.database.db, config: t.config };
    await t.database.db
      .insert(userAuthenticators)
      .values({ userId: 2, secret: SECRET, createdAt: new Date() })
      .onConflictDoUpdate({ target: userAuthenticators.userId, set: { secret: SECRET } });
    expect(await encryptPlainAuthenticatorSecrets(deps)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(userAuthenticators).where(eq(userAuthenticators.userId, 2));
    expect(row!.secret).toMatch(/^enc:v1:/);
    expect(row!.secret).not.toContain(SECRET);
    expect(await openAuthenticatorSecret(deps, row!.secret)).toBe(SECRET);
    // run again (another node, the next start): nothing left to encrypt, the value unchanged
    expect(await encryptPlainAuthenticatorSecrets(deps)).toBe(0);
    const [again] = await t.database.db.select().from(userAuthenticators).where(eq(userAuthenticators.userId, 2));
    expect(again!.secret).toBe(row!.secret);
  });
});
