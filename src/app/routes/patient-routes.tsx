import { Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/pages/system/error';
import { RouteLoading } from './route-loading';
import { DocumentTitle } from './document-title';
import { RouteFocus } from './route-focus';
import { screen } from './screen';

/**
 * The patients' and devices' screens (Carebridge Consult pages from a link, the check-in kiosk, the call screen, the
 * arrival link): full-screen, unguarded, no staff chrome. The staff app routes them too (a link opened inside it);
 * a fresh load gets the patient entry (entrypoint/patient.tsx, served for /consult/… and /arrivals/…), which
 * carries none of the staff shell, providers or session code.
 */
export const deviceScreens: RouteObject[] = [
  // device screens (issue 17): each registers with its own code
  { path: 'arrivals/kiosk', ...screen(async () => (await import('@/pages/arrivals')).KioskPage) },
  { path: 'arrivals/call-screen', ...screen(async () => (await import('@/pages/arrivals')).CallScreenPage) },
  // the patient's phone from the appointment SMS's one-time arrival link (issue 17; token redacted from logs)
  {
    path: 'consult/arrive/:token',
    ...screen(async () => (await import('@/pages/consult/mobile-arrival')).MobileArrivalPage),
  },
];

/** The Carebridge Consult pages, in a centred column (the staff app shows them in its bare layout). */
export const consultScreens: RouteObject[] = [
  { path: 'consult/reply/:token', ...screen(async () => (await import('@/pages/consult/reply')).ConsultReplyPage) },
  { path: 'consult/fft/:token', ...screen(async () => (await import('@/pages/consult/fft')).ConsultFftPage) },
  {
    path: 'consult/portal/:wcmsId',
    ...screen(async () => (await import('@/pages/consult/portal')).ConsultPortalPage),
  },
  { path: 'consult/book/:token', ...screen(async () => (await import('@/pages/consult/book')).ConsultBookPage) },
  {
    path: 'consult/reset-password/:token',
    ...screen(async () => (await import('@/pages/consult/reset-password')).ConsultResetPasswordPage),
  },
];

/** The patient entry's root: focus after navigation and the window title, as in the staff app; nothing else. */
function PatientRoot() {
  return (
    <>
      <RouteFocus />
      <DocumentTitle />
      <Outlet />
    </>
  );
}

/** The column of the Consult pages (as the staff app's bare layout, without its window controls and badge). */
function ConsultLayout() {
  return (
    <div className="min-h-dvh bg-muted">
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-12 focus:outline-none"
      >
        <Outlet />
      </main>
    </div>
  );
}

/** The patient entry's router: only the patients' and devices' screens; any other address is not found. */
export function createPatientRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: PatientRoot,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: RouteLoading,
      children: [
        ...deviceScreens,
        {
          Component: ConsultLayout,
          children: [
            ...consultScreens,
            { path: '*', ...screen(async () => (await import('@/pages/system/error')).NotFoundPage) },
          ],
        },
      ],
    },
  ]);
}
