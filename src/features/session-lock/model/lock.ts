import { queryClient } from '@/shared/api';
import { announceSessionEnding, getSession } from '@/shared/auth';
import { storage, type StorageKey } from '@/shared/lib/storage';
import { isFullPath, paths } from '@/shared/routes';

/** spec §9: default inactivity timeout, 1 hour. */
export const DEFAULT_INACTIVITY_TIMEOUT_MINUTES = 60;
/** spec §5: the idle timer's timeout must stay below 2147483647 ms (the largest setTimeout delay). */
export const MAX_IDLE_TIMEOUT_MS = 2_147_483_646;
/** spec §9: idle events throttle. */
export const IDLE_EVENTS_THROTTLE_MS = 200;

/**
 * The idle timeout in ms for the user setting inactivity_timeout (minutes): the default when unknown, null
 * (timer paused) at 0 or less (spec §9).
 */
export function idleTimeoutMs(minutes: number | null | undefined): number | null {
  const value = typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : DEFAULT_INACTIVITY_TIMEOUT_MINUTES;
  if (value <= 0) return null;
  return Math.min(Math.round(value * 60_000), MAX_IDLE_TIMEOUT_MS);
}

/**
 * The timeout the idle lock uses (minutes; 0 or less never): the organisation's client setting, unless the staff
 * member chose a shorter one in their own settings. Never counts as longer than any number of minutes, so a member
 * of an organisation that never locks still locks after their own timeout. Either unknown: the other one.
 */
export function effectiveInactivityMinutes(
  userMinutes: number | null | undefined,
  organisationMinutes: number | null | undefined,
): number | null | undefined {
  const known = (m: number | null | undefined): m is number => typeof m === 'number' && Number.isFinite(m);
  if (!known(organisationMinutes)) return userMinutes;
  if (!known(userMinutes)) return organisationMinutes;
  const asLimit = (m: number) => (m <= 0 ? Infinity : m);
  const shortest = Math.min(asLimit(userMinutes), asLimit(organisationMinutes));
  return shortest === Infinity ? 0 : shortest;
}

/**
 * spec §4: only a /full page that is not a login-type page, in a session not started by auto sign-in, locks
 * when idle.
 */
export function shouldLockWhenIdle(pathname: string, viaAutoSignIn: boolean): boolean {
  if (viaAutoSignIn || !isFullPath(pathname)) return false;
  return !(pathname === '/full/welcome' || pathname.startsWith('/full/welcome/'));
}

/** spec §4 Locked: session data, user settings and patient data go; the lock record stays. */
export const LOCK_REMOVED_KEYS = [
  'session_data',
  'user_settings',
  'user_data',
  'currentPatient',
  'selected_patient',
  'patient_attachments',
] as const satisfies readonly StorageKey[];

/**
 * Locks the session: keeps a lock record {locked, username, url} so signing in again returns to `url`, removes
 * the session, user settings and patient data (and the cached server data that may hold patient details),
 * and returns the lock screen to show. Returns null when nobody is signed in.
 */
export function lockSession(url: string): string | null {
  const session = getSession();
  if (!session) return null;
  // an open request gives its lock up while the token is still there (spec §4)
  announceSessionEnding();
  storage.set('locked', { locked: true, username: session.username || session.email, url });
  for (const key of LOCK_REMOVED_KEYS) storage.remove(key);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
  return isFullPath(url) ? paths.full.welcomeLocked() : paths.locked();
}
