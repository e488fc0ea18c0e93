import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadedQueryClient } from '@/shared/api';
import { getSession } from '@/shared/auth';
import { storage } from '@/shared/lib/storage';
import { browserLocation, isFullPath, paths } from '@/shared/routes';

/** Screens that ask for a sign-in: when another tab signs in, this one moves on. */
const SIGN_IN_SCREENS = new Set([
  '/login',
  '/locked',
  '/full/welcome/login',
  '/full/welcome/locked',
  '/full/welcome/auto-sign-in',
]);

function holdsSession(raw: string | null): boolean {
  try {
    return Boolean(raw && (JSON.parse(raw) as { bearer_token?: unknown } | null)?.bearer_token);
  } catch {
    return false;
  }
}

/**
 * Follows the session across tabs (spec §4: state is synced through storage events). A logout in another tab
 * logs this one out too (login screen, page reloaded); after a lock there the guard shows the lock screen
 * here; a sign-in there moves this tab on from its sign-in screen. Refreshed tokens need nothing: every call reads storage.
 */
export function useSessionSync(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== 'session_data') return;
      const now = getSession() !== null;
      // key null: the other tab cleared all of storage, so whatever this tab had is gone
      const before = event.key === null ? !SIGN_IN_SCREENS.has(pathname) : holdsSession(event.oldValue);
      const full = isFullPath(pathname);
      if (before && !now) {
        loadedQueryClient()?.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
        // a lock keeps its record: the route guard shows the lock screen. Anything else was a logout.
        if (!storage.get('locked')?.locked) browserLocation.assign(full ? paths.full.welcomeLogin() : paths.login());
      } else if (!before && now && SIGN_IN_SCREENS.has(pathname)) {
        void navigate(paths.full.messagesList(), { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, pathname]);
}
