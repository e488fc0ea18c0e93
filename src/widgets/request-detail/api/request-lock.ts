import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RestError, restClient, unwrap } from '@/shared/api';
import { SESSION_ENDING_EVENT, getAccessToken } from '@/shared/auth';
import { configQueries } from '@/shared/config';

/**
 * Gives the lock up in a request that survives the page going away (pagehide, tab close, session lock):
 * fetch with keepalive, sent synchronously with the token of the moment (or the one `token` names).
 */
function releaseOnLeave(wcmsId: number, id: number, token = getAccessToken()): void {
  if (!token) return;
  void fetch(`/api/ops-users-messages/${id}`, {
    method: 'PUT',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ wcms_id: wcmsId, action: 'unlock' }),
  }).catch(() => undefined);
}

type LockAction = 'lock' | 'unlock' | 'override_lock';

/** The view lock of an open request (spec §4): mine, someone else's, or not to be had. */
export type LockState =
  | { kind: 'pending' }
  | { kind: 'held' }
  | { kind: 'other'; username: string }
  | { kind: 'failed'; message: string | null };

function callLock(wcmsId: number, id: number, action: LockAction) {
  return unwrap(
    restClient.PUT('/ops-users-messages/{id}', { params: { path: { id } }, body: { wcms_id: wcmsId, action } }),
  );
}

function toState(error: unknown): LockState {
  // 423 REQUEST_LOCKED names the holder in fields (openapi RequestLocked)
  if (error instanceof RestError && error.status === 423 && error.problem?.fields?.lock_username) {
    return { kind: 'other', username: error.problem.fields.lock_username };
  }
  return { kind: 'failed', message: error instanceof RestError ? (error.problem?.message ?? null) : null };
}

/**
 * Locks the request while it is open and gives the lock up on leaving. Another user's lock shows who holds it
 * and can be overridden.
 */
export function useRequestLock(wcmsId: number, id: number, enabled = true) {
  const [state, setState] = useState<LockState>({ kind: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const held = useRef(false);
  // the lock asked for and not yet answered: leaving meanwhile gives it up once it is answered
  const asking = useRef<Promise<unknown> | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const asked = callLock(wcmsId, id, 'lock');
    asking.current = asked;
    asked.then(
      () => {
        if (asking.current === asked) asking.current = null;
        // granted after the request was left: the cleanup below gives it up
        if (!live) return;
        held.current = true;
        setState({ kind: 'held' });
      },
      (error: unknown) => {
        if (asking.current === asked) asking.current = null;
        if (live) setState(toState(error));
      },
    );
    return () => {
      live = false;
      // leaving the request: give the lock up (once granted, if it is still being asked for); failures do not matter,
      // the lock expires on its own
      const unlock = () => void callLock(wcmsId, id, 'unlock').catch(() => undefined);
      if (held.current) unlock();
      else if (asking.current === asked) {
        asked.then(unlock, () => undefined);
      }
      held.current = false;
    };
  }, [wcmsId, id, attempt, enabled]);

  // the page going away (tab closed, reloaded, navigated off) or the session locking: give the lock up now,
  // rather than leave it showing as open by someone who has gone until the lease runs out
  useEffect(() => {
    if (!enabled) return;
    const leave = () => {
      if (held.current) {
        held.current = false;
        releaseOnLeave(wcmsId, id);
        return;
      }
      // the lock is still being asked for (the session locked just after the request opened): give it up as soon as
      // it is granted, with the token of this moment (the lock removes the session straight after this event)
      const pending = asking.current;
      if (!pending) return;
      // (given up here, not again when the request view closes)
      asking.current = null;
      const token = getAccessToken();
      pending.then(
        () => {
          held.current = false;
          releaseOnLeave(wcmsId, id, token);
        },
        () => undefined,
      );
    };
    const back = (event: PageTransitionEvent) => {
      // restored from the back-forward cache: take the lock again
      if (event.persisted) setAttempt((n) => n + 1);
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    window.addEventListener(SESSION_ENDING_EVENT, leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      window.removeEventListener(SESSION_ENDING_EVENT, leave);
    };
  }, [wcmsId, id, enabled]);

  // the server keeps a lock for config keepLockTime seconds: renew it at half that while the request is open
  const keepLockTime = useQuery(configQueries.runtime()).data?.keepLockTime;
  const renewMs = Math.max(15, (typeof keepLockTime === 'number' && keepLockTime > 0 ? keepLockTime : 120) / 2) * 1000;
  const holding = state.kind === 'held';
  useEffect(() => {
    if (!enabled || !holding) return;
    const timer = setInterval(() => {
      callLock(wcmsId, id, 'lock').catch((error: unknown) => {
        held.current = false;
        setState(toState(error));
      });
    }, renewMs);
    return () => clearInterval(timer);
  }, [wcmsId, id, enabled, holding, renewMs]);

  const override = useCallback(async () => {
    try {
      await callLock(wcmsId, id, 'override_lock');
      held.current = true;
      setState({ kind: 'held' });
    } catch (error) {
      setState(toState(error));
    }
  }, [wcmsId, id]);

  const retry = useCallback(() => {
    setState({ kind: 'pending' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, override, retry };
}
