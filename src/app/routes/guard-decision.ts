import { isFullPath, paths } from '@/shared/routes';

/** What the route guard knows about the visitor (spec §2 route guard, §6). */
export type GuardInput = {
  pathname: string;
  signedIn: boolean;
  /** A lock record is kept: the session was locked for inactivity (spec §4). */
  locked: boolean;
  /** An organisation is selected (storage organisation). */
  hasOrganisation: boolean;
  /** The user's role in the selected organisation (editor, full, super, no). */
  role: string | null;
  isSuperUser: boolean;
  /** The caller is on the VPN (storage is_vpn). */
  isVpn: boolean;
};

export type GuardDecision =
  | { kind: 'allow' }
  /** Send the visitor to `to`; the origin is remembered so sign-in can return to it. */
  | { kind: 'redirect'; to: string }
  /** Show the 401 panel ('You do not have access to this page'). */
  | { kind: 'denied'; superUserOnVpn: boolean; vpnRequired?: true };

/**
 * First path segments (after an optional /full) the guard leaves alone. spec §2 lists toolbar, attachment,
 * video-chat, welcome, login, select-organisation and close-window. The account-recovery screens are added:
 * they exist for signed-out users (forgotten and reset password, the lock screen, choosing an account).
 */
const UNGUARDED = new Set([
  'toolbar',
  'attachment',
  'video-chat',
  'welcome',
  'login',
  'select-organisation',
  'close-window',
  'forgotten-password',
  'reset-password',
  'locked',
  'select-account',
  // Carebridge Consult: the patient's page for an outbound message (its link carries its own secret)
  'consult',
  // the check-in kiosk and the TV call screen: devices registered with their own code, no staff session
  'arrivals',
]);

/** Screens for a signed-in user who has no organisation yet: they need a session but no organisation. */
const NO_ORGANISATION_NEEDED = new Set(['no-organisation']);

/**
 * spec §6 'VPN is required for some pages': a super user opens these only from the VPN ranges (config VPN_RANGES,
 * checked again by the server): the unattached items queue (patient records of any organisation) and the alerts
 * upload (it reaches the staff of every organisation). Other users keep their own access to the queue.
 */
export const VPN_REQUIRED_AREAS = new Set(['unattached-items', 'upload-alerts']);

/** spec §2, §6: pages for super users only. */
const SUPER_USER_ONLY = new Set(['upload-alerts']);

/** spec §5, §6: role super is denied these first segments (after an optional /full prefix). */
const DENIED_TO_SUPER_ROLE = new Set(['outbound', 'messages', 'patients']);

/** The first path segment after an optional /full prefix ('' for / and /full). */
export function areaOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const rest = segments[0] === 'full' ? segments.slice(1) : segments;
  return rest[0] ?? '';
}

/**
 * The route guard of spec §2 as a pure decision: not signed in → /login, or the full auto sign-in for /full
 * paths (a locked session → its lock screen instead); signed in without an organisation → /select-organisation, or /full/no-organisation for /full paths;
 * role super on the outbound, messages or patients areas → the 401 panel (whether or not the super user is
 * on the VPN, spec §2 names the VPN case).
 */
export function decideGuard(input: GuardInput): GuardDecision {
  const area = areaOf(input.pathname);
  if (UNGUARDED.has(area)) return { kind: 'allow' };
  const full = isFullPath(input.pathname);
  if (!input.signedIn && input.locked) {
    // spec §4: a locked session is not a signed-out one: the lock screen signs the same user back in
    return { kind: 'redirect', to: full ? paths.full.welcomeLocked() : paths.locked() };
  }
  if (!input.signedIn) return { kind: 'redirect', to: full ? paths.full.welcomeAutoSignIn() : paths.login() };
  if (NO_ORGANISATION_NEEDED.has(area)) return { kind: 'allow' };
  if (!input.hasOrganisation) {
    return { kind: 'redirect', to: full ? paths.full.noOrganisation() : paths.selectOrganisation() };
  }
  if (SUPER_USER_ONLY.has(area) && !input.isSuperUser) return { kind: 'denied', superUserOnVpn: false };
  if (input.isSuperUser && !input.isVpn && VPN_REQUIRED_AREAS.has(area)) {
    return { kind: 'denied', superUserOnVpn: false, vpnRequired: true };
  }
  if (input.role === 'super' && DENIED_TO_SUPER_ROLE.has(area)) {
    return { kind: 'denied', superUserOnVpn: input.isSuperUser && input.isVpn };
  }
  return { kind: 'allow' };
}
