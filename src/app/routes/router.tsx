import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/pages/system/error';
import { paths } from '@/shared/routes';
import { AppRoot, RouteLoading } from './app-root';
import { AccessGate } from './guard';

/** A route whose component loads on demand: every screen is its own chunk (ARCHITECTURE §8). */
function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

// Each layout from its own file, not the layouts index: one chunk per layout, so /login does not download the
// full layout's top bar and menus (ARCHITECTURE §8 /login budget). The index exports the same components.
const bareLayout = screen(async () => (await import('@/app/layouts/bare-layout')).BareLayout);
const fullLayout = screen(async () => (await import('@/app/layouts/full-layout')).FullLayout);
const popupLayout = screen(async () => (await import('@/app/layouts/popup-layout')).PopupLayout);
const outboundList = screen(async () => (await import('@/pages/outbound/list')).OutboundListPage);

const login = screen(async () => (await import('@/pages/login')).LoginPage);
const locked = screen(async () => (await import('@/pages/locked')).LockedPage);
const resetPassword = screen(async () => (await import('@/pages/reset-password')).ResetPasswordPage);
const noOrganisation = screen(async () => (await import('@/pages/no-organisation')).NoOrganisationPage);
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
      { index: true, loader: () => redirect(paths.full.messagesList()) },
      {
        ...bareLayout,
        children: [
          { path: 'login', ...login },
          {
            path: 'forgotten-password',
            ...screen(async () => (await import('@/pages/forgotten-password')).ForgottenPasswordPage),
          },
          { path: 'reset-password', ...resetPassword },
          { path: 'select-account', ...screen(async () => (await import('@/pages/select-account')).SelectAccountPage) },
          {
            path: 'select-organisation',
            ...screen(async () => (await import('@/pages/select-organisation')).SelectOrganisationPage),
          },
          { path: 'no-organisation', ...noOrganisation },
          { path: 'locked', ...locked },
          {
            path: 'consult/reply/:token',
            ...screen(async () => (await import('@/pages/consult-reply')).ConsultReplyPage),
          },
          { path: 'close-window', ...screen(async () => (await import('@/pages/close-window')).CloseWindowPage) },
          {
            path: 'full/welcome',
            children: [
              { index: true, loader: () => redirect(paths.full.welcomeLogin()) },
              { path: 'login', ...login },
              { path: 'register/:token', ...screen(async () => (await import('@/pages/welcome')).RegisterPage) },
              { path: 'reset-password/:token', ...resetPassword },
              { path: 'locked', ...locked },
              { path: 'auto-sign-in', ...screen(async () => (await import('@/pages/welcome')).AutoSignInPage) },
            ],
          },
          { path: 'full/no-organisation', ...noOrganisation },
        ],
      },
      {
        path: 'full',
        ...fullLayout,
        children: [
          {
            Component: AccessGate,
            children: [
              { index: true, loader: () => redirect(paths.full.messagesList()) },
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
              {
                path: 'user-account/covering',
                ...screen(async () => (await import('@/pages/user-account')).AccountPage),
              },
              {
                path: 'management-console',
                ...screen(async () => (await import('@/pages/console/home')).ConsoleHome),
                children: [
                  {
                    path: 'two-factor-authentication',
                    ...screen(async () => (await import('@/pages/console/security/two-factor')).TwoFactorPage),
                  },
                ],
              },
              { path: '*', ...notFound },
            ],
          },
        ],
      },
      {
        // pop-up screens (spec §2 sizes)
        ...popupLayout,
        children: [{ Component: AccessGate, children: [{ path: 'outbound/list', ...outboundList }] }],
      },
      { ...bareLayout, children: [{ path: '*', ...notFound }] },
    ],
  },
];

/** The app's router (created at start-up, after legacy hash links have been rewritten). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
