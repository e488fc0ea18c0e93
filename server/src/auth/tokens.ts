import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact HS256 tokens in JWT form (RFC 7519): base64url(header).base64url(claims).base64url(HMAC-SHA256). Only
 * this exact header is accepted (no "alg" negotiation), and the audience separates bearer tokens from other
 * signed tokens, such as the clinical sign-on link token.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export const ACCESS_AUDIENCE = 'carebridge-api';
export const SSO_LINK_AUDIENCE = 'carebridge-sso-link';

export type TokenClaims = { aud: string; exp: number; iat: number; [claim: string]: unknown };

function sign(key: Buffer, input: string): Buffer {
  return createHmac('sha256', key).update(input, 'ascii').digest();
}

export function signToken(key: Buffer, claims: TokenClaims): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(key, body).toString('base64url')}`;
}

/**
 * The claims of a token signed with this key, for this audience and not yet expired at nowSeconds; null for
 * anything else (malformed, another header, bad signature, wrong audience, expired).
 */
export function verifyToken(key: Buffer, token: string, audience: string, nowSeconds: number): TokenClaims | null {
  if (token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER || !/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signature)) return null;
  const expected = sign(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  const c = claims as Partial<TokenClaims>;
  if (c.aud !== audience || typeof c.exp !== 'number' || c.exp <= nowSeconds) return null;
  return c as TokenClaims;
}

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
