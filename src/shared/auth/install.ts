import { setAuthBridge } from '@/shared/api';
import { getAccessToken, getSession } from './session';

/**
 * Gives the API layer the session's token and the single-flight refresh (call once at start-up). The refresh's code
 * (and the REST client it brings) loads on the first refresh: a signed-out page such as /login never needs it
 * (ARCHITECTURE §8 initial JS).
 */
export function installAuthBridge(): void {
  setAuthBridge({
    getAccessToken,
    refresh: async () => {
      // read now: a lock or logout while the code loads ends the refresh without logging anybody out
      const askedFor = getSession();
      return (await import('./refresh')).refreshSession(askedFor);
    },
    isExpired: isTokenExpired,
  });
}

/** Seconds of leeway: a token this close to its expiry is treated as expired (clocks differ a little). */
const EXPIRY_LEEWAY_SECONDS = 5;

/**
 * Whether a bearer token (JWT form) is past its exp claim by the browser's clock. A token that cannot be read
 * is not called expired: the server decides, and its 401 takes the usual refresh path.
 */
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp - EXPIRY_LEEWAY_SECONDS <= nowMs / 1000;
  } catch {
    return false;
  }
}
