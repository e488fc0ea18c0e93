import { describe, expect, it } from 'vitest';
import { base32, hotp, matchTotp, newTotpSecret, totpCode, totpSetupUri, totpStep } from './totp.js';

const base32Encode = (data: Uint8Array) => base32.encode(data);
const base32Decode = (text: string) => Buffer.from(base32.decode(text));

const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');

describe('base32 (RFC 4648)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes %j as %s and back', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
    // lower case and RFC 4648 padding are read too
    const padded = encoded.toLowerCase().padEnd(Math.ceil(encoded.length / 8) * 8, '=');
    expect(base32Decode(padded).toString()).toBe(plain);
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('MZ1W')).toThrow();
  });

  it('round-trips random secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });
});

describe('HOTP and TOTP', () => {
  it('matches the RFC 4226 HOTP test values', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the RFC 6238 SHA-1 test value at T=%i', (seconds, code) => {
    expect(hotp(RFC_SECRET, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('accepts a code one step either side of now, once per step', () => {
    const secret = base32Encode(RFC_SECRET);
    const now = new Date('2026-03-02T09:00:10Z');
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), now, null)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() + 30_000)), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() - 60_000)), now, null)).toBeNull();
    // already used: the same step (or an earlier one) is refused
    expect(matchTotp(secret, totpCode(secret, now), now, step)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(totpSetupUri('grace@riverside.nhs.uk', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Carebridge:grace%40riverside.nhs.uk?secret=JBSWY3DPEHPK3PXP&issuer=Carebridge',
    );
  });
});
