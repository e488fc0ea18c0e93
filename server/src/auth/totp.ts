import { createHmac, randomBytes } from 'node:crypto';
import { base32Decode, base32Encode } from './base32.js';
import { constantTimeEqual } from './crypto.js';

// RFC 6238 TOTP with the parameters every authenticator app supports: HMAC-SHA1, 6 digits, 30 s steps.
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
const ISSUER = 'Carebridge';

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function totpStep(date: Date): number {
  return Math.floor(date.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The HOTP value (RFC 4226) of a counter. */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The TOTP code of a base32 secret at a time. */
export function totpCode(secretBase32: string, at: Date): string {
  return hotp(base32Decode(secretBase32), totpStep(at));
}

/**
 * The time step a code matches, within one step either side of now (clock drift), and later than afterStep
 * (so a code is accepted once); null when it matches none.
 */
export function matchTotp(secretBase32: string, code: string, now: Date, afterStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = base32Decode(secretBase32);
  const current = totpStep(now);
  let matched: number | null = null;
  // check every candidate step, so the time taken does not show which one matched
  for (const step of [current - 1, current, current + 1]) {
    const ok = constantTimeEqual(hotp(secret, step), code);
    if (ok && matched === null && (afterStep === null || step > afterStep)) matched = step;
  }
  return matched;
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function totpSetupUri(email: string, secretBase32: string): string {
  return `otpauth://totp/${ISSUER}:${email}?secret=${secretBase32}&issuer=${ISSUER}`;
}
