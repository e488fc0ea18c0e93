import { Navigate, createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/pages/system/error';
import { paths } from '@/shared/routes';
import { loadClassMerge } from '@/shared/ui/cn';
import { AppRoot } from './app-root';
import { RouteLoading } from './route-loading';
import { consultScreens, deviceScreens } from './patient-routes';
import { screen, signInScreen } from './screen';
import { AccessGate } from './guard';
import { consoleAreaRoute } from './console-panel';

// Each layout from its own file: one chunk per layout, so /login does not download the full layout's top bar and
// menus (ARCHITECTURE §8 /login budget).
const bareLayout = signInScreen(async () => (await import('@/app/layouts/bare-layout')).BareLayout);
const fullLayout = screen(async () => (await import('@/app/layouts/full-layout')).FullLayout);
const popupLayout = screen(async () => (await import('@/app/layouts/popup-layout')).PopupLayout);
const findPatient = screen(async () => (await import('@/pages/patients/find-patient')).FindPatientPage);
const outboundList = screen(async () => (await import('@/pages/outbound/list')).OutboundListPage);

let inboxCode: Promise<unknown> | null = null;
/**
 * Loads the inbox's code (full layout and inbox page, with their strings) ahead of need, once: started while the user types
 * their credentials, so signing in does not wait for it (ARCHITECTURE §8). A failure is retried on the next call.
 */
export function prefetchInbox(): Promise<unknown> {
  inboxCode ??= loadClassMerge()
    .then(() => Promise.all([import('@/app/layouts/full-layout'), import('@/pages/messages/list')]))
    .catch(() => {
      inboxCode = null;
    });
  return inboxCode;
}

const login = signInScreen(async () => {
  const { LoginPage } = await import('@/pages/login');
  return function LoginScreen() {
    // display: contents: the wrapper only listens for typing, it adds no box to the layout
    return (
      <div className="contents" onInput={() => void prefetchInbox()}>
        <LoginPage />
      </div>
    );
  };
});
const locked = signInScreen(async () => (await import('@/pages/locked')).LockedPage);
const resetPassword = signInScreen(async () => (await import('@/pages/reset-password')).ResetPasswordPage);
const noOrganisation = screen(async () => (await import('@/pages/no-organisation')).NoOrganisationPage);
/**
 * `/` and `/full` go to the inbox: the loader redirects before anything renders, and the element does the same
 * should the route render (a leaf route without an element makes React Router warn on every load).
 */
function ToInbox() {
  return <Navigate to={paths.full.messagesList()} replace />;
}
const toInbox = { loader: () => redirect(paths.full.messagesList()), Component: ToInbox };

const notFound = screen(async () => (await import('@/pages/system/error')).NotFoundPage);

/**
 * The routes of spec §2 built so far. Bare screens use BareLayout, /full pages FullLayout; the root guards
 * sign-in and organisation, AccessGate inside the layouts shows the 401 panel. Pop-up screens join under
 * PopupLayout + AccessGate as they are built.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, ...toInbox },
      // the patients' and devices' screens (patient-routes.tsx), routed here too for a link opened in the app
      ...deviceScreens,
      {
        ...bareLayout,
        children: [
          { path: 'login', ...login },
          {
            path: 'forgotten-password',
            ...signInScreen(async () => (await import('@/pages/forgotten-password')).ForgottenPasswordPage),
          },
          { path: 'reset-password', ...resetPassword },
          { path: 'select-account', ...screen(async () => (await import('@/pages/select-account')).SelectAccountPage) },
          {
            path: 'select-organisation',
            ...screen(async () => (await import('@/pages/select-organisation')).SelectOrganisationPage),
          },
          { path: 'no-organisation', ...noOrganisation },
          { path: 'locked', ...locked },
          ...consultScreens,
          { path: 'close-window', ...screen(async () => (await import('@/pages/close-window')).CloseWindowPage) },
          // spec §2: alerts from super users, bare (guarded: signed in with an organisation), at /alert and at every
          // path beginning /alert
          { path: 'alert/*', ...screen(async () => (await import('@/pages/system/alert')).AlertPage) },
          // spec §2: the Vision login helper route, bare (guarded: signed in with an organisation)
          { path: 'authorize', ...screen(async () => (await import('@/pages/authorize')).AuthorizePage) },
          {
            path: 'full/welcome',
            children: [
              { index: true, loader: () => redirect(paths.full.welcomeLogin()) },
              { path: 'login', ...login },
              // the registration details are a query: this sign-in screen brings React Query with it
              { path: 'register/:token', ...screen(async () => (await import('@/pages/welcome')).RegisterPage) },
              { path: 'reset-password/:token', ...resetPassword },
              { path: 'locked', ...locked },
              { path: 'auto-sign-in', ...signInScreen(async () => (await import('@/pages/welcome')).AutoSignInPage) },
            ],
          },
          { path: 'full/no-organisation', ...noOrganisation },
          {
            path: 'user-account/personal-templates',
            ...screen(async () => (await import('@/pages/personal-templates')).PersonalTemplatesPage),
          },
          // not guarded (spec §2): the patient's guest link and the clinician's video window
          { path: 'video-chat', ...screen(async () => (await import('@/pages/video/video-chat')).VideoChatPage) },
        ],
      },
      {
        ...popupLayout,
        children: [
          {
            Component: AccessGate,
            children: [
              {
                path: 'start-video',
                ...screen(async () => (await import('@/pages/video/start-video')).StartVideoPage),
              },
              {
                path: 'set-room-name',
                ...screen(async () => (await import('@/pages/video/set-room-name')).SetRoomNamePage),
              },
              {
                path: 'call-patient',
                ...screen(async () => (await import('@/pages/video/call-patient')).CallPatientPage),
              },
            ],
          },
        ],
      },
      {
        path: 'full',
        ...fullLayout,
        children: [
          {
            Component: AccessGate,
            children: [
              { index: true, ...toInbox },
              {
                // one route for the inbox and its split view, so moving between them keeps the page mounted
                path: 'messages/list/:poolId?/:messageId?',
                ...screen(async () => (await import('@/pages/messages/list')).MessagesListPage),
              },
              { path: 'outbound/list', ...outboundList },
              { path: 'request/:id/full', ...screen(async () => (await import('@/pages/request')).RequestPage) },
              {
                path: 'messages/request/:id/full',
                ...screen(async () => (await import('@/pages/request')).RequestPage),
              },
              { path: 'patients/find-patient', ...findPatient },
              {
                path: 'patients/video-consultations',
                ...screen(async () => (await import('@/pages/patients/video-consultations')).VideoConsultationsPage),
              },
              {
                path: 'patients/reset-password',
                ...screen(async () => (await import('@/pages/patients/reset-password')).PatientResetPasswordPage),
              },
              {
                path: 'patients/appointment-reminders',
                ...screen(
                  async () => (await import('@/pages/patients/appointment-reminders')).AppointmentRemindersPage,
                ),
              },
              {
                path: 'patients/arrived',
                ...screen(async () => (await import('@/pages/patients/arrived')).ArrivedPatientsPage),
              },
              {
                path: 'user-account/covering',
                ...screen(async () => (await import('@/pages/user-account')).AccountPage),
              },
              {
                // the console frame; its areas come from one registry (console-areas.ts)
                path: 'management-console',
                // (the registry loads with the console, not with the app: its titles are not on the sign-in path)
                ...screen(async () => {
                  const [{ ConsoleHome }, { consoleAreas }] = await Promise.all([
                    import('@/pages/console/home'),
                    import('./console-areas'),
                  ]);
                  return function ManagementConsole() {
                    return <ConsoleHome areas={consoleAreas} />;
                  };
                }),
                children: [
                  { path: ':area', ...consoleAreaRoute },
                  { path: '*', ...notFound },
                ],
              },
              {
                path: 'unattached-items',
                ...screen(async () => (await import('@/pages/unattached-items')).UnattachedItemsPage),
              },
              {
                // super users on the VPN only (the guard shows the 401 panel otherwise; the server checks again)
                path: 'upload-alerts',
                ...screen(async () => (await import('@/pages/upload-alerts')).UploadAlertsPage),
              },
              // where the queue was first, for super users' bookmarks
              { path: 'super-user/unattached-items', loader: () => redirect(paths.full.unattachedItems()) },
              { path: '*', ...notFound },
            ],
          },
        ],
      },
      {
        // desktop host windows and pop-up screens (spec §2); the guarded ones sit inside AccessGate
        ...popupLayout,
        children: [
          { path: 'toolbar', ...screen(async () => (await import('@/pages/toolbar')).ToolbarPage) },
          {
            path: 'attachment/:type/:id',
            ...screen(async () => (await import('@/pages/attachment')).AttachmentPage),
          },
          {
            Component: AccessGate,
            children: [
              {
                path: 'current-patient',
                ...screen(async () => (await import('@/pages/current-patient')).CurrentPatientPage),
              },
              {
                path: 'patient-attachments/:id',
                ...screen(async () => (await import('@/pages/patient-attachments')).PatientAttachmentsPage),
              },
              {
                path: 'find-patient',
                ...screen(async () => (await import('@/pages/patients/find-patient')).FindPatientPopupPage),
              },
              {
                path: 'select-patient',
                ...screen(async () => (await import('@/pages/patients/select-patient')).SelectPatientPage),
              },
              { path: 'outbound/list', ...outboundList },
              {
                path: 'messages/create/patient-request',
                ...screen(async () => (await import('@/pages/patients/create-request')).CreateRequestPage),
              },
            ],
          },
        ],
      },
      { ...bareLayout, children: [{ path: '*', ...notFound }] },
    ],
  },
];

/** The app's router (created at start-up, after legacy hash links have been rewritten). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
