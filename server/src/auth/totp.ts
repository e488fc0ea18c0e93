import { ScureBase32Plugin, generateSecret, generateSync, generateURI, verifySync } from 'otplib';

// RFC 6238 TOTP (otplib) with the parameters every authenticator app supports: HMAC-SHA1, 6 digits, 30 s steps.
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
const ISSUER = 'Carebridge';

/** RFC 4648 base32, the alphabet authenticator apps use (otplib's plugin). */
export const base32 = new ScureBase32Plugin();

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpStep(date: Date): number {
  return Math.floor(seconds(date) / TOTP_STEP_SECONDS);
}

/** The HOTP value (RFC 4226) of a counter. */
export function hotp(secret: Uint8Array, counter: number, digits: 6 | 7 | 8 = TOTP_DIGITS): string {
  return generateSync({ strategy: 'hotp', secret: new Uint8Array(secret), counter, digits });
}

/** The TOTP code of a base32 secret at a time. */
export function totpCode(secretBase32: string, at: Date): string {
  return generateSync({ secret: secretBase32, epoch: seconds(at), period: TOTP_STEP_SECONDS, digits: TOTP_DIGITS });
}

/**
 * The time step a code matches, within one step either side of now (clock drift), and later than afterStep
 * (so a code is accepted once); null when it matches none.
 */
export function matchTotp(secretBase32: string, code: string, now: Date, afterStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret: secretBase32,
    token: code,
    epoch: seconds(now),
    period: TOTP_STEP_SECONDS,
    digits: TOTP_DIGITS,
    // one whole step either side of now
    epochTolerance: TOTP_STEP_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function totpSetupUri(email: string, secretBase32: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret: secretBase32 });
}
