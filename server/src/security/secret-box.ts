import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Marks a sealed value: enc:v1:<iv>:<tag>:<ciphertext> (base64url parts), AES-256-GCM. */
const PREFIX = 'enc:v1:';

/**
 * The key that encrypts secrets at rest (authenticator secrets, clinical integration passwords), derived with HKDF
 * from the deployment's secret (the token signing key: TOKEN_SECRET, or the generated one every node shares), so
 * no second secret has to be configured and a key for one purpose never serves another.
 */
export function secretsKey(deploymentSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', deploymentSecret, Buffer.alloc(0), 'carebridge secrets at rest v1', 32));
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/** Encrypts a secret for storage (a fresh random IV each time). */
export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${ciphertext.toString('base64url')}`;
}

/** Decrypts a stored secret; throws when it was altered or sealed with another key. */
export function openSecret(stored: string, key: Buffer): string {
  if (!isSealed(stored)) throw new Error('secret is not sealed');
  const [iv, tag, ciphertext] = stored.slice(PREFIX.length).split(':');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
  decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext ?? '', 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
