import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { ACCESS_AUDIENCE, SSO_LINK_AUDIENCE, signToken, verifyToken } from './tokens.js';
import { constantTimeEqual, pkceChallenge } from './crypto.js';

const key = Buffer.from('a-test-key-that-is-at-least-32-characters-long');
const now = 1_800_000_000;
const claims = {
  aud: ACCESS_AUDIENCE,
  sub: '4',
  sid: '5f0c3c3e-8a3a-4d8e-9d8e-2b1f8c1d2e3f',
  iat: now,
  exp: now + 900,
};

describe('HS256 tokens', () => {
  it('signs a standard compact JWT that verifies', async () => {
    const token = await signToken(key, claims);
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual(claims);
    expect(signature).toBe(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
    expect(await verifyToken(key, token, ACCESS_AUDIENCE, now)).toEqual(claims);
  });

  it('refuses expired tokens, other keys, other audiences and tampering', async () => {
    const token = await signToken(key, claims);
    expect(await verifyToken(key, token, ACCESS_AUDIENCE, now + 900)).toBeNull();
    expect(
      await verifyToken(Buffer.from('another-key-another-key-another-key!'), token, ACCESS_AUDIENCE, now),
    ).toBeNull();
    expect(await verifyToken(key, token, SSO_LINK_AUDIENCE, now)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(await verifyToken(key, `${header}.${forged}.${signature}`, ACCESS_AUDIENCE, now)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifyToken(key, `${none}.${token.split('.')[1]}.`, ACCESS_AUDIENCE, now)).toBeNull();
    expect(await verifyToken(key, 'not-a-token', ACCESS_AUDIENCE, now)).toBeNull();
    expect(await verifyToken(key, `${token}.extra`, ACCESS_AUDIENCE, now)).toBeNull();
  });

  it('accepts HS256 only, and only tokens that expire', async () => {
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512', typ: 'JWT' }).sign(key);
    expect(await verifyToken(key, hs512, ACCESS_AUDIENCE, now)).toBeNull();
    const { exp: _exp, ...forever } = claims;
    const noExpiry = await new SignJWT(forever).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    expect(await verifyToken(key, noExpiry, ACCESS_AUDIENCE, now)).toBeNull();
    expect(await verifyToken(key, 'x'.repeat(5000), ACCESS_AUDIENCE, now)).toBeNull();
  });
});

describe('crypto helpers', () => {
  it('computes the PKCE S256 challenge of RFC 7636 appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('compares strings of any length', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  });
});
