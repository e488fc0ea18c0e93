import { storage } from '@/shared/lib/storage';
import { paths } from './paths';

/** Screens a sign-in must never return to: they would only ask the user to sign in or choose again. */
const SIGN_IN_SCREENS =
  /^\/(?:full\/welcome|full\/no-organisation|login|locked|select-account|select-organisation|no-organisation|forgotten-password|reset-password|close-window)(?:[/?#]|$)/;

/**
 * A path of this app worth returning to after sign-in, else the default: the inbox, or for role super (denied
 * the requests, outbound and patients areas, spec §6) the management console.
 */
/** The areas role super may not open (spec §6): a super user is never sent back there. */
const DENIED_TO_SUPER = /^\/(?:full\/)?(?:messages|outbound|patients|request)(?:[/?#]|$)/;

export function safeReturnPath(path: string | null | undefined, role?: string): string {
  if (
    !path ||
    !path.startsWith('/') ||
    path.startsWith('//') ||
    SIGN_IN_SCREENS.test(path) ||
    (role === 'super' && DENIED_TO_SUPER.test(path))
  ) {
    return role === 'super' ? paths.full.managementConsole() : paths.full.messagesList();
  }
  return path;
}

/** Remembers where a signed-out visitor was going (storage route, spec §2 route guard). */
export function rememberReturnPath(path: string): void {
  storage.set('route', path);
}

/** The remembered origin, consumed; the default for the role when there is none. */
export function takeReturnPath(role?: string): string {
  const route = storage.get('route');
  storage.remove('route');
  return safeReturnPath(route, role);
}
