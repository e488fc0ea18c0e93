import { useCallback } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { useLocation, useNavigate } from 'react-router';
import { useOrganisationInactivityMinutes } from '@/entities/organisation';
import { useUserSettings } from '@/entities/viewer';
import { useStoredValue } from '@/shared/lib/storage';
import { useSession } from '@/shared/auth';
import {
  DEFAULT_INACTIVITY_TIMEOUT_MINUTES,
  IDLE_EVENTS_THROTTLE_MS,
  effectiveInactivityMinutes,
  idleTimeoutMs,
  lockSession,
  shouldLockWhenIdle,
} from '../model/lock';

/**
 * The inactivity lock of spec §4 for a signed-in tab. Timeout: the organisation's client setting, unless the user
 * setting inactivity_timeout is shorter (default 1 hour; 0 or less is never, and both never pauses). Tabs share activity and elect a leader over a broadcast channel
 * (react-idle-timer: checks every 2 s, 100 ms to answer), so activity in any tab keeps them all unlocked;
 * when every tab has been idle, each /full tab locks and the others follow the removed session. The desktop host's
 * lock event is heard by the app root (app/routes/lock-event.ts), from the page's first render.
 */
export function SessionLock() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const settings = useUserSettings();
  const viaAutoSignIn = useStoredValue('was_auto_sign_in') === true;
  const signedIn = useSession() !== null;
  const organisationMinutes = useOrganisationInactivityMinutes(signedIn);
  const timeout = idleTimeoutMs(effectiveInactivityMinutes(settings?.inactivity_timeout, organisationMinutes));

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

  return null;
}
