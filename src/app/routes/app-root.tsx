import { lazy, Suspense, type ComponentType } from 'react';
import { loadQueryProvider } from '@/shared/api';
import { useSession } from '@/shared/auth';
import { loadCatalogue, t } from '@/shared/i18n';
import { loadClassMerge } from '@/shared/ui/cn';
import { DocumentTitle } from './document-title';
import { RouteGuard } from './guard';
import { RouteFocus } from './route-focus';
import { useSessionSync } from './session-sync';
import { useToolbarRedirect } from './toolbar-redirect';

/** A component loaded on demand, inside React Query's provider (which loads with it, ARCHITECTURE §8). */
function lazyWithQueries(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [Loaded, QueryProvider] = await Promise.all([loadClassMerge().then(load), loadQueryProvider()]);
    return {
      default: function WithQueries() {
        return (
          <QueryProvider>
            <Loaded />
          </QueryProvider>
        );
      },
    };
  });
}

// the idle lock (and react-idle-timer) load only once someone is signed in: /login stays lean
const SessionLock = lazyWithQueries(() =>
  loadCatalogue()
    .then(() => import('@/features/session-lock'))
    .then((m) => m.SessionLock),
);
// the socket (and socket.io-client) too: notifications are for signed-in users only
const RealtimeConnection = lazyWithQueries(() =>
  loadCatalogue()
    .then(() => import('@/app/realtime'))
    .then((m) => m.RealtimeConnection),
);

/**
 * The root route: toolbar redirect, cross-tab session sync, the idle lock while signed in, focus after
 * navigation, and the guard.
 */
export function AppRoot() {
  const session = useSession();
  useToolbarRedirect();
  useSessionSync();
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
      <RouteFocus />
      <DocumentTitle />
      <RouteGuard />
    </>
  );
}

/** Shown while the first screen's code loads. */
export function RouteLoading() {
  return (
    <main className="grid min-h-dvh place-items-center">
      <p role="status" className="text-sm text-muted-foreground">
        {t('app.loading')}
      </p>
    </main>
  );
}
