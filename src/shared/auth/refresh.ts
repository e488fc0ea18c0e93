import { RestError, loadRestClient, unwrap } from '@/shared/api';
import { storage, type StoredSession } from '@/shared/lib/storage';
import { refreshFailed } from './refresh-failed';
import { getSession, saveSession, toStoredSession } from './session';

/** spec §9 refresh wait: another tab's refresh is polled every 100 ms, at most 300 times (30 s). */
export const REFRESH_WAIT_INTERVAL_MS = 100;
export const REFRESH_WAIT_ATTEMPTS = 300;

/** spec §8 wording for a refresh that cannot be done. */
export const REFRESH_FAILED = 'Refresh Failed';

export class RefreshFailedError extends Error {
  constructor() {
    super(REFRESH_FAILED);
    this.name = 'RefreshFailedError';
  }
}

/** The refresh could not reach the server: the session is kept and nobody is logged out. */
export class RefreshUnreachableError extends Error {
  constructor(override readonly cause: unknown) {
    super('The session could not be refreshed: the server did not answer');
    this.name = 'RefreshUnreachableError';
  }
}

/**
 * The session ended here (lock, logout) while its refresh was on the wire: the answer is dropped, so a refresh
 * that finishes after the lock never brings the removed session back, and nobody is logged out a second time.
 */
export class SessionEndedError extends Error {
  constructor() {
    super('The session ended while it was being refreshed');
    this.name = 'SessionEndedError';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits for another tab's refresh to finish. Returns true when it did (the new token is in storage), false
 * when the wait gave up: then the flag is stale (its tab closed mid-refresh) and is cleared (spec §4).
 */
async function waitForOtherTab(): Promise<boolean> {
  for (let attempt = 0; attempt < REFRESH_WAIT_ATTEMPTS; attempt++) {
    await sleep(REFRESH_WAIT_INTERVAL_MS);
    if (storage.get('isRefreshing') !== true) return true;
  }
  storage.remove('isRefreshing');
  return false;
}

async function refreshNow(askedFor: StoredSession | null): Promise<void> {
  // the session the refresh was asked for ended here (lock, logout) while the refresh's code loaded (install.ts):
  // nothing to refresh and nobody to log out, as when it ends while the refresh is on the wire
  if (askedFor && !getSession()) throw new SessionEndedError();
  if (storage.get('isRefreshing') === true && (await waitForOtherTab())) {
    // the other tab has written its new tokens (or, if its refresh failed, logged every tab out)
    if (getSession()) return;
    throw new RefreshFailedError();
  }
  const session = getSession();
  if (!session?.refresh_token) throw new RefreshFailedError();
  storage.set('isRefreshing', true);
  try {
    // spec §8: 'Refresh Failed' is a refresh the server refused. A refresh that never reached the server
    // (offline, or the server restarting) is not: the session stays and the next call tries again.
    // the REST client (openapi-fetch) loads on the first refresh, not with the entry (ARCHITECTURE §8)
    const result = await loadRestClient()
      .then((restClient) =>
        unwrap(
          restClient.POST('/session', { body: { refresh_token: session.refresh_token, user_id: session.user_id } }),
        ),
      )
      .catch((error: unknown) => {
        if (error instanceof RestError) return null;
        throw new RefreshUnreachableError(error);
      });
    const next = result ? toStoredSession(result) : null;
    if (!next) throw new RefreshFailedError();
    // locked or logged out meanwhile (the stored session is gone or is another sign-in's): keep it that way
    if (getSession()?.refresh_token !== session.refresh_token) throw new SessionEndedError();
    // keep what the refresh does not repeat (the auto sign-in guid of the original sign-in)
    saveSession({ ...next, auto_sign_in_guid: next.auto_sign_in_guid ?? session.auto_sign_in_guid });
  } finally {
    storage.remove('isRefreshing');
  }
}

let inFlight: Promise<void> | null = null;

/**
 * Refreshes the bearer token with the stored refresh token (REST POST /session, noAuth, no-store). Single
 * flight: concurrent callers in this tab share one refresh, and callers in other tabs wait for it through
 * the isRefreshing flag, because a refresh token may be used once only. Rejects with 'Refresh Failed' after
 * handing over to the failure handler (log out and reload, spec §8). `askedFor`: the session when the refresh was
 * asked for, if that was before this code loaded.
 */
export function refreshSession(askedFor: StoredSession | null = getSession()): Promise<void> {
  inFlight ??= refreshNow(askedFor)
    .catch((error: unknown) => {
      if (error instanceof RefreshUnreachableError || error instanceof SessionEndedError) throw error;
      refreshFailed();
      throw error instanceof RefreshFailedError ? error : new RefreshFailedError();
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
