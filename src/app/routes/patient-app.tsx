import {
  createElement,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { PlainNotFoundPage } from '@/pages/system/error';
import { DocumentTitle } from './document-title';
import { matchPatientScreen, type PatientScreen, type ScreenParams } from './patient-screens';
import { loadedScreenCode, loadScreenCode, type ScreenCode } from './patient-start';
import { RouteFocus } from './route-focus';
import { RouteLoading } from './route-loading';

export { startPatientPage } from './patient-start';

type Screen = ComponentType<ScreenParams>;

const screens = new WeakMap<ScreenCode, Screen>();

/**
 * The component for a screen's code, made once (so a re-render keeps the page's state): inside React Query's
 * provider for the screens that use it.
 */
function screenOf(code: ScreenCode): Screen {
  let made = screens.get(code);
  if (!made) {
    const { Page, QueryProvider } = code;
    made = QueryProvider
      ? function WithQueries(params: ScreenParams) {
          return createElement(QueryProvider, null, createElement(Page, params));
        }
      : Page;
    screens.set(code, made);
  }
  return made;
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

/**
 * The loaded screen, or null while it loads (none when the entry had its code before React rendered: the first
 * render shows the screen); a failed load is thrown to the error boundary (ErrorFallback).
 */
function useScreen(patient: PatientScreen | null): Screen | null {
  const [, setLoaded] = useState<PatientScreen | null>(null);
  const [failed, setFailed] = useState<{ patient: PatientScreen; error: unknown } | null>(null);
  const code = patient ? loadedScreenCode(patient) : undefined;
  useEffect(() => {
    if (!patient || code) return;
    let current = true;
    loadScreenCode(patient).then(
      () => current && setLoaded(patient),
      (error: unknown) => current && setFailed({ patient, error }),
    );
    return () => {
      current = false;
    };
  }, [patient, code]);
  if (!patient) return null;
  if (code) return screenOf(code);
  if (failed?.patient === patient) throw failed.error;
  return null;
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
