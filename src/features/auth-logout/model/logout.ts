import { useCallback } from 'react';
import { beginSignOut, execute, loadedQueryClient } from '@/shared/api';
import { getSession } from '@/shared/auth';
import { storage, type StorageKey } from '@/shared/lib/storage';
import { browserLocation, isFullPath, paths } from '@/shared/routes';
import { LogoutMutation } from '../api/logout';

/** spec §9: the application code sent with audit events. */
export const APPLICATION_CODE = 'LT';

/** How long the server is given to record the logout before the client goes on without it. */
const SERVER_LOGOUT_TIMEOUT_MS = 5_000;

/**
 * spec §4: the stored items a logout removes. Kept: auto_sign_in (only "Log out of SSO" clears an entry),
 * labelClosed (a display preference) and video_calls_that_have_ended (completions still to be reported).
 */
export const LOGOUT_REMOVED_KEYS = [
  'session_data',
  'was_auto_sign_in',
  'clinical_staff',
  'currentPatient',
  'selected_patient',
  'locked',
  'notifications',
  'organisation',
  'route',
  'client_route',
  'patientSearch',
  'createOutbound',
  'user_settings',
  'user_data',
  'messageListPage',
  'video_window_open',
  'selected_attachments',
  'patient_attachments',
  'isRefreshing',
  'selectedPoolId',
  'super_user',
  'is_vpn',
  'room',
  'actionId',
  'privateQueries',
] as const satisfies readonly StorageKey[];

export type LogoutOptions = {
  /** Also forget the auto sign-in entry of the current clinical staff member ("Log out of SSO"). */
  clearAutoSignIn?: boolean;
  /** Tell the server (default). Off when the session is already unusable, e.g. after 'Refresh Failed'. */
  tellServer?: boolean;
};

function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal ? AbortSignal.timeout(ms) : undefined;
}

async function tellServer(): Promise<void> {
  const session = getSession();
  if (!session) return;
  const signal = timeoutSignal(SERVER_LOGOUT_TIMEOUT_MS);
  try {
    await execute(
      LogoutMutation,
      {
        application: APPLICATION_CODE,
        userAgent: navigator.userAgent.slice(0, 512),
        wcmsId: storage.get('organisation')?.wcmsId ?? 'unknown',
        userId: String(session.user_id),
      },
      { signingOut: true, ...(signal ? { signal } : {}) },
    );
  } catch {
    // spec §8: logout server-call failures are ignored
  }
}

function forgetAutoSignIn(): void {
  const entries = storage.get('auto_sign_in');
  if (!entries) return;
  const staffGuid = storage.get('clinical_staff')?.clinicalStaffGuid;
  if (!staffGuid) {
    storage.remove('auto_sign_in');
    return;
  }
  const rest = Object.fromEntries(Object.entries(entries).filter(([guid]) => guid !== staffGuid));
  if (Object.keys(rest).length > 0) storage.set('auto_sign_in', rest);
  else storage.remove('auto_sign_in');
}

/**
 * spec §4 Logout: stops the page's calls (those on the wire are answered first), tells the server (failures ignored), optionally forgets the auto sign-in entry, removes the
 * stored items, clears the query cache, then loads the login screen (the full variant under /full), which
 * reloads the page and so clears every in-memory context.
 */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  const target = isFullPath(window.location.pathname) ? paths.full.welcomeLogin() : paths.login();
  if (options.tellServer !== false) {
    // the page's calls already on the wire are answered first, and no more are sent, so none reaches the server after
    // it has ended the session (each would come back 401 and ask for a refresh of a token just revoked)
    await beginSignOut();
    await tellServer();
  } else {
    void beginSignOut(0);
  }
  if (options.clearAutoSignIn) forgetAutoSignIn();
  for (const key of LOGOUT_REMOVED_KEYS) storage.remove(key);
  // nothing was cached if React Query never loaded (a logout from a sign-in screen)
  loadedQueryClient()?.clear();
  browserLocation.assign(target);
}

/** Logout for components: `const logout = useLogout(); logout({ clearAutoSignIn: true })`. */
export function useLogout(): (options?: { clearAutoSignIn?: boolean }) => Promise<void> {
  return useCallback((options?: { clearAutoSignIn?: boolean }) => logout(options), []);
}
