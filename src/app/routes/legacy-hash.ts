import { paths } from '@/shared/routes';

const MESSAGE = /^\/(?:message|patients\/message|messages\/message|search-message\/message)\/([^/?#]+)/;

/**
 * Where a legacy hash link (the old hash router's #/…) goes now (spec §2 legacy hash links), or null when the
 * hash is not one (no hash, or an in-page anchor such as #main).
 */
export function legacyHashTarget(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const route = hash.slice(1);
  const message = MESSAGE.exec(route);
  if (message?.[1]) return paths.full.request(decodeURIComponent(message[1]));
  if (/^\/login\/?(?:[?#]|$)/.test(route)) return paths.full.welcomeLogin();
  const register = /^\/register\/([^/?#]+)/.exec(route);
  if (register?.[1]) return paths.full.welcomeRegister(decodeURIComponent(register[1]));
  const verify = /^\/verifyemail\/([^/?#]+)/.exec(route);
  if (verify?.[1]) return paths.full.welcomeResetPassword(decodeURIComponent(verify[1]));
  return paths.full.messagesList();
}

/** Rewrites the address bar before the router starts, so a legacy link lands on its page. */
export function redirectLegacyHash(location: Location = window.location, history: History = window.history): void {
  const target = legacyHashTarget(location.hash);
  if (target) history.replaceState(history.state, '', target);
}
