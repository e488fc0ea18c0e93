import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function base64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64url');
}

/** A random secret to hand out (refresh tokens, links, auto sign-in ids): 32 bytes, base64url (43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hex SHA-256: how handed-out secrets are stored, so a database leak does not reveal usable tokens. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** base64url(SHA-256(value)): the PKCE S256 code challenge of a verifier (RFC 7636). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Compares two strings in time independent of where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    // still spend the comparison so the length is the only thing revealed
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}
