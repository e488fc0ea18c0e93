import { SignJWT, jwtVerify } from 'jose';

/**
 * Compact HS256 tokens in JWT form (RFC 7519), signed and verified by `jose`. Only HS256 is accepted (no "alg"
 * negotiation, no "none"), and the audience separates bearer tokens from other signed tokens, such as the clinical
 * sign-on link token.
 */
export const ACCESS_AUDIENCE = 'carebridge-api';
export const SSO_LINK_AUDIENCE = 'carebridge-sso-link';

export type TokenClaims = { aud: string; exp: number; iat: number; [claim: string]: unknown };

export function signToken(key: Uint8Array, claims: TokenClaims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

/**
 * The claims of a token signed with this key, for this audience and not yet expired at nowSeconds; null for
 * anything else (malformed, another algorithm, bad signature, wrong audience, expired).
 */
export async function verifyToken(
  key: Uint8Array,
  token: string,
  audience: string,
  nowSeconds: number,
): Promise<TokenClaims | null> {
  if (token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      typ: 'JWT',
      audience,
      requiredClaims: ['exp'],
      currentDate: new Date(nowSeconds * 1000),
    });
    // one audience, as signed (jose also accepts a list containing it)
    if (payload.aud !== audience) return null;
    return payload as TokenClaims;
  } catch {
    return null;
  }
}

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
