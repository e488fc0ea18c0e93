import {
  createElement,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadQueryProvider } from '@/shared/api';
import { loadClassMerge } from '@/shared/ui/cn';
import { PlainNotFoundPage } from '@/pages/system/error';
import { DocumentTitle } from './document-title';
import { matchPatientScreen, type PatientScreen, type ScreenParams } from './patient-screens';
import { RouteFocus } from './route-focus';
import { RouteLoading } from './route-loading';

type Screen = ComponentType<ScreenParams>;

const loaded = new Map<PatientScreen, Promise<Screen>>();

/**
 * A screen's code, loaded once. Those that use React Query come inside its provider and after tailwind-merge (some
 * compute merged class names as they load), as in the staff app (screen.ts); the portal loads neither.
 */
function loadScreen(patient: PatientScreen): Promise<Screen> {
  let code = loaded.get(patient);
  if (!code) {
    code = patient.queries
      ? Promise.all([loadClassMerge().then(patient.load), loadQueryProvider()]).then(([Page, QueryProvider]) => {
          return function WithQueries(params: ScreenParams) {
            return createElement(QueryProvider, null, createElement(Page, params));
          };
        })
      : patient.load();
    // a failed load (a new version deployed meanwhile) is tried again next time; this time it shows the error page
    code.catch(() => loaded.delete(patient));
    loaded.set(patient, code);
  }
  return code;
}

/**
 * Starts what the page at this address needs, before React renders: its code and, for the portal, its data, side by
 * side (the entry calls it first thing).
 */
export function startPatientPage(pathname: string): void {
  const found = matchPatientScreen(pathname);
  if (!found) return;
  found.screen.prefetch?.(found.params);
  void loadScreen(found.screen).catch(() => undefined);
}

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/** The address: links between these pages load afresh; back and forward within the page's own history re-render. */
function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );
}

/** The loaded screen, or null while it loads; a failed load is thrown to the error boundary (ErrorFallback). */
function useScreen(patient: PatientScreen | null): Screen | null {
  const [state, setState] = useState<{ patient: PatientScreen; Screen?: Screen; error?: unknown } | null>(null);
  useEffect(() => {
    if (!patient) return;
    let current = true;
    loadScreen(patient).then(
      (Screen) => current && setState({ patient, Screen }),
      (error: unknown) => current && setState({ patient, error }),
    );
    return () => {
      current = false;
    };
  }, [patient]);
  if (!patient || state?.patient !== patient) return null;
  if (state.error) throw state.error;
  return state.Screen ?? null;
}

/** The column of the Consult pages (as the staff app's bare layout, without its window controls and badge). */
function ConsultColumn({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted">
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-12 focus:outline-none"
      >
        {children}
      </main>
    </div>
  );
}

/**
 * The patient entry's whole app: the patients' and devices' screens by address (patient-screens.ts), anything else
 * not found; focus after navigation and the window title, as in the staff app. No react-router: a small matcher
 * does, and the entry stays light for a phone on a slow network.
 */
export function PatientApp() {
  const pathname = usePathname();
  const match = useMemo(() => matchPatientScreen(pathname), [pathname]);
  const Screen = useScreen(match?.screen ?? null);
  // the loaded screen is a component held in state (the screens' code loads on demand), made into an element here
  const screen = Screen && match ? createElement(Screen, { key: pathname, ...match.params }) : null;
  let page: ReactNode;
  if (!match)
    page = (
      <ConsultColumn>
        <PlainNotFoundPage />
      </ConsultColumn>
    );
  else if (!screen) page = <RouteLoading />;
  else page = match.screen.column ? <ConsultColumn>{screen}</ConsultColumn> : screen;
  return (
    <>
      <RouteFocus pathname={pathname} />
      <DocumentTitle pathname={pathname} />
      {page}
    </>
  );
}
