import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/shared/auth';
import { useAnalytics } from './analytics';
import { DocumentTitle } from './document-title';
import { useLockEvent } from './lock-event';
import { RouteGuard } from './guard';
import { RouteFocus } from './route-focus';
import { useSessionSync } from './session-sync';
import { useToolbarRedirect } from './toolbar-redirect';
import { withQueries } from './screen';

/** A component loaded on demand, inside React Query's provider (which loads with it, ARCHITECTURE §8). */
const lazyWithQueries = (load: () => Promise<ComponentType>) =>
  lazy(async () => ({ default: await withQueries(load) }));

// the idle lock (and react-idle-timer) load only once someone is signed in: /login stays lean
// (each module brings its own strings: scripts/i18n-strings-loader.mjs)
const SessionLock = lazyWithQueries(() => import('@/features/session-lock').then((m) => m.SessionLock));
// the socket (and socket.io-client) too: notifications are for signed-in users only
const RealtimeConnection = lazyWithQueries(() => import('@/app/realtime').then((m) => m.RealtimeConnection));

/**
 * The root route: toolbar redirect, cross-tab session sync, the desktop host's lock event and the idle lock while
 * signed in, analytics (when the page has its global), focus after navigation, and the guard.
 */
export function AppRoot() {
  const session = useSession();
  const { pathname } = useLocation();
  useToolbarRedirect();
  useSessionSync();
  useLockEvent(session !== null);
  useAnalytics(session?.user_id ?? null, pathname);
  return (
    <>
      {session && (
        <Suspense fallback={null}>
          <SessionLock />
        </Suspense>
      )}
      {session && (
        <Suspense fallback={null}>
          <RealtimeConnection />
        </Suspense>
      )}
      <RouteFocus pathname={pathname} />
      <DocumentTitle pathname={pathname} />
      <RouteGuard />
    </>
  );
}
