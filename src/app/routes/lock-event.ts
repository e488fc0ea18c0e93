import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The window event the desktop host (or anything else) fires to lock the session (spec §4). */
const LOCK_EVENT = 'logout';

/**
 * Locks the session on the desktop host's lock event from the first render while signed in. The idle lock
 * (features/session-lock, with react-idle-timer) loads after the page's first render, so the event is heard here,
 * where nothing waits to load: the listener loads the lock's code and locks.
 */
export function useLockEvent(signedIn: boolean): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const url = useRef('');
  useEffect(() => {
    url.current = pathname + search + hash;
  }, [pathname, search, hash]);

  useEffect(() => {
    if (!signedIn) return;
    const onLock = () => {
      const at = url.current;
      void import('@/features/session-lock').then(({ lockSession }) => {
        const target = lockSession(at);
        if (target) void navigate(target, { replace: true });
      });
    };
    window.addEventListener(LOCK_EVENT, onLock);
    return () => window.removeEventListener(LOCK_EVENT, onLock);
  }, [signedIn, navigate]);
}
