import { useCallback, useEffect } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { useLocation, useNavigate } from 'react-router';
import { useUserSettings } from '@/entities/viewer';
import { useStoredValue } from '@/shared/lib/storage';
import {
  DEFAULT_INACTIVITY_TIMEOUT_MINUTES,
  IDLE_EVENTS_THROTTLE_MS,
  idleTimeoutMs,
  lockSession,
  shouldLockWhenIdle,
} from '../model/lock';

/** The window event the desktop host (or anything else) fires to lock the session (spec §4). */
export const LOCK_EVENT = 'logout';

/**
 * The inactivity lock of spec §4 for a signed-in tab. Timeout from the user setting inactivity_timeout
 * (default 1 hour; 0 or less pauses). Tabs share activity and elect a leader over a broadcast channel
 * (react-idle-timer: checks every 2 s, 100 ms to answer), so activity in any tab keeps them all unlocked;
 * when every tab has been idle, each /full tab locks and the others follow the removed session.
 */
export function SessionLock() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const settings = useUserSettings();
  const viaAutoSignIn = useStoredValue('was_auto_sign_in') === true;
  const timeout = idleTimeoutMs(settings?.inactivity_timeout);

  const url = pathname + search + hash;

  const lock = useCallback(() => {
    const target = lockSession(url);
    if (target) void navigate(target, { replace: true });
  }, [navigate, url]);

  const onIdle = useCallback(() => {
    if (shouldLockWhenIdle(pathname, viaAutoSignIn)) lock();
  }, [lock, pathname, viaAutoSignIn]);

  useIdleTimer({
    // a paused timer (timeout null) still needs a valid number; it is disabled anyway
    timeout: timeout ?? DEFAULT_INACTIVITY_TIMEOUT_MINUTES * 60_000,
    disabled: timeout === null,
    onIdle,
    crossTab: true,
    leaderElection: true,
    syncTimers: 0,
    eventsThrottle: IDLE_EVENTS_THROTTLE_MS,
    name: 'carebridge-session-lock',
  });

  useEffect(() => {
    window.addEventListener(LOCK_EVENT, lock);
    return () => window.removeEventListener(LOCK_EVENT, lock);
  }, [lock]);

  return null;
}
