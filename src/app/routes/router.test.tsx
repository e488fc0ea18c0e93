import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/api';
import { installAuthBridge } from '@/shared/auth';
import { loadRuntimeConfig } from '@/shared/config';
import { storage } from '@/shared/lib/storage';
import { DEMO_PASSWORD, demoAccounts, riverside, signInAs } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { browserLocation } from '@/shared/routes';
import { routes } from './router';

let router: ReturnType<typeof createMemoryRouter>;

// screens load lazily (each its own chunk): under the shared machine's load a screen took more than findBy's 1 s
configure({ asyncUtilTimeout: 10_000 });

function renderApp(path: string, tree: RouteObject[] = routes) {
  router = createMemoryRouter(tree, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

// the first test of the file loads the app's lazy routes cold: 3 s was too short on a loaded 2-core machine
const at = (path: string) => waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 10_000 });

/** What the browser fires in this tab when another tab changes localStorage. */
function otherTabWrites(key: string, value: unknown) {
  const oldValue = window.localStorage.getItem(key);
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, JSON.stringify(value));
  window.dispatchEvent(
    new StorageEvent('storage', {
      key,
      oldValue,
      newValue: value === null ? null : JSON.stringify(value),
      storageArea: window.localStorage,
    }),
  );
}

const riversideEditor = { ...riverside };

beforeAll(installAuthBridge);
// the app's screens and React Query load on demand (lazy routes): on a loaded 2-core machine transforming them cold
// took longer than one test's 5 s, so they load once here, as a browser would have them cached after the first visit
beforeAll(async () => {
  await Promise.all([
    import('@/shared/api/query-provider'),
    import('@/app/layouts/bare-layout'),
    import('@/app/layouts/full-layout'),
    import('@/pages/login'),
    import('@/pages/welcome'),
    import('@/pages/select-organisation'),
    import('@/pages/messages/list'),
    import('@/app/realtime'),
    import('@/features/session-lock'),
  ]);
}, 60_000);
// the app renders its routes below the bootstrap gate, which has loaded the runtime config (entrypoint/bootstrap.tsx)
beforeAll(loadRuntimeConfig);
beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
  delete (window as { vixie?: unknown }).vixie;
  window.sessionStorage.clear();
});

describe('route guard', () => {
  it('sends a signed-out visitor of a /full page through auto sign-in to the full login, remembering the page', async () => {
    renderApp('/full/messages/list?poolId=0');
    await at('/full/welcome/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to Carebridge' })).toBeInTheDocument();
    expect(storage.get('route')).toBe('/full/messages/list?poolId=0');
  });

  it('sends a signed-out visitor of a bare page to /login', async () => {
    renderApp('/no-organisation');
    await at('/login');
    expect(storage.get('route')).toBe('/no-organisation');
  });

  it('signs in with a stored auto sign-in guid and returns to the page', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/session', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...demoAccounts.reception.session, auto_sign_in_guid: 'guid-0000000000000001' });
      }),
    );
    storage.set('auto_sign_in', { 'staff-guid-1': 'guid-0000000000000001' });
    storage.set('clinical_staff', {
      forename: 'Rita',
      surname: 'Reception',
      clinicalStaffId: '7',
      clinicalStaffGuid: 'staff-guid-1',
      appointmentStaffId: null,
      canAttach: true,
    });
    renderApp('/full/messages/list');
    await at('/full/messages/list');
    expect(await screen.findByRole('heading', { name: 'Requests', level: 1 })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ guid: 'guid-0000000000000001', audit: { application: 'LT' } });
    expect(storage.get('was_auto_sign_in')).toBe(true);
    expect(storage.get('organisation')).toMatchObject({ wcmsId: '1001' });
  });

  it('sends a signed-in user without an organisation to /full/no-organisation', async () => {
    signInAs(demoAccounts.newstarter);
    renderApp('/full/messages/list');
    await at('/full/no-organisation');
    expect(
      await screen.findByRole('heading', { name: 'Your account is not linked to an organisation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('sends a bare page without an organisation to /select-organisation', async () => {
    signInAs(demoAccounts.manager);
    renderApp('/outbound/list');
    await at('/select-organisation');
    expect(await screen.findByRole('heading', { name: 'Choose an organisation' })).toBeInTheDocument();
  });

  it('shows the inbox to a signed-in member', async () => {
    signInAs(demoAccounts.reception, riversideEditor);
    renderApp('/full/messages/list');
    expect(await screen.findByRole('heading', { name: 'Requests', level: 1 })).toBeInTheDocument();
  });

  it('shows the 401 panel to role super on the requests area', async () => {
    signInAs(demoAccounts.super, { ...riversideEditor, role: 'super' });
    storage.set('is_vpn', true);
    renderApp('/full/messages/list');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.queryByText('The inbox is not available yet')).not.toBeInTheDocument();
  });

  it('redirects /, /full and /full/welcome', async () => {
    signInAs(demoAccounts.reception, riversideEditor);
    renderApp('/');
    await at('/full/messages/list');
    act(() => void router.navigate('/full'));
    await at('/full/messages/list');
    act(() => void router.navigate('/full/welcome'));
    await at('/full/welcome/login');
  });

  it('shows the alerts at /alert and at paths beginning /alert', async () => {
    signInAs(demoAccounts.reception, riversideEditor);
    renderApp('/alert');
    expect(await screen.findByRole('heading', { name: 'Alerts', level: 1 })).toBeInTheDocument();
    act(() => void router.navigate('/alert/from-the-desktop'));
    await at('/alert/from-the-desktop');
    expect(await screen.findByRole('heading', { name: 'Alerts', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('shows a not-found page for an unknown address', async () => {
    renderApp('/nowhere-at-all');
    await at('/login');
    act(() => void router.navigate('/attachment'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('signing in end to end', () => {
  it('signs in a member of two organisations, lets them choose, and returns to the remembered page', async () => {
    const user = renderApp('/full/messages/list');
    await at('/full/welcome/login');
    await user.type(await screen.findByLabelText('Email address'), 'manager@riverside.nhs.uk');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await at('/select-organisation');
    await user.click(await screen.findByRole('button', { name: /Hillview Surgery/ }));
    await at('/full/messages/list');
    expect(await screen.findByRole('heading', { name: 'Requests', level: 1 })).toBeInTheDocument();
    expect(storage.get('organisation')).toMatchObject({ wcmsId: '1002', name: 'Hillview Surgery', role: 'full' });
    expect(storage.get('route')).toBeNull();
    // a whole sign-in journey with typing: 5 s was too short with the machine's load average at 18
  }, 20_000);

  it('unlocks from the lock screen back to the lock record url', async () => {
    storage.set('locked', {
      locked: true,
      username: 'reception@riverside.nhs.uk',
      url: '/full/messages/list?poolId=3',
    });
    storage.set('organisation', riversideEditor);
    const user = renderApp('/full/welcome/locked');
    expect(await screen.findByRole('heading', { name: 'You have been signed out' })).toBeInTheDocument();
    expect(screen.getByText(/You were signed out because you were inactive/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('reception@riverside.nhs.uk');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.search).toBe('?poolId=3'));
    expect(router.state.location.pathname).toBe('/full/messages/list');
    expect(storage.get('locked')).toBeNull();
  });
});

describe('other tabs', () => {
  it('follows a logout in another tab to the login screen, reloading', async () => {
    signInAs(demoAccounts.reception, riversideEditor);
    renderApp('/full/messages/list');
    await screen.findByRole('heading', { name: 'Requests', level: 1 });
    act(() => otherTabWrites('session_data', null));
    expect(browserLocation.assign).toHaveBeenCalledWith('/full/welcome/login');
  });

  it('follows a lock in another tab to the lock screen', async () => {
    signInAs(demoAccounts.reception, riversideEditor);
    renderApp('/full/messages/list');
    await screen.findByRole('heading', { name: 'Requests', level: 1 });
    act(() => {
      storage.set('locked', { locked: true, username: 'reception@riverside.nhs.uk', url: '/full/outbound/list' });
      otherTabWrites('session_data', null);
    });
    await at('/full/welcome/locked');
    expect(browserLocation.assign).not.toHaveBeenCalled();
  });

  it('moves on from the login screen when another tab signs in', async () => {
    storage.set('organisation', riversideEditor);
    renderApp('/full/welcome/login');
    await screen.findByRole('heading', { name: 'Sign in to Carebridge' });
    act(() => otherTabWrites('session_data', demoAccounts.reception.session));
    await at('/full/messages/list');
  });
});

describe('toolbar redirect', () => {
  it('shows /toolbar when the desktop host says this window is its toolbar, checked every second', async () => {
    signInAs(demoAccounts.reception, riversideEditor);
    renderApp('/full/messages/list');
    await screen.findByRole('heading', { name: 'Requests', level: 1 });
    (window as { vixie?: unknown }).vixie = { browserType: 'toolbar' };
    await waitFor(() => expect(router.state.location.pathname).toBe('/toolbar'), { timeout: 2500 });
  });
});

describe('error fallback', () => {
  const throwing = (error: Error): RouteObject[] => {
    const root = routes[0] as RouteObject & { index?: false };
    const broken: RouteObject = {
      path: 'broken',
      Component: () => {
        throw error;
      },
    };
    return [{ ...root, index: false, children: [...(root.children ?? []), broken] }];
  };

  it("shows 'Sorry, a problem was encountered.' with a support link and the way back, and reports it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports: unknown[] = [];
    server.use(
      http.post('*/api/client-errors', async ({ request }) => {
        reports.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signInAs(demoAccounts.reception, riversideEditor);
    renderApp('/broken', throwing(new Error('boom')));
    expect(await screen.findByRole('heading', { name: 'Sorry, a problem was encountered.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to requests' })).toHaveAttribute('href', '/full/messages/list');
    expect(screen.getByRole('link', { name: 'Contact Carebridge support' })).toBeInTheDocument();
    expect(browserLocation.reload).not.toHaveBeenCalled();
    // spec §8: reported to monitoring, once
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      message: 'Error: boom',
      route: '/broken',
      stack: expect.stringContaining('boom'),
    });
  });

  it('reloads once after a failed dynamic import, then shows the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs(demoAccounts.reception, riversideEditor);
    renderApp('/broken', throwing(new TypeError('Failed to fetch dynamically imported module: /static/js/async/x.js')));
    await waitFor(() => expect(browserLocation.reload).toHaveBeenCalledTimes(1));
    document.body.innerHTML = '';
    renderApp('/broken', throwing(new TypeError('Failed to fetch dynamically imported module: /static/js/async/x.js')));
    expect(await screen.findByRole('heading', { name: 'Sorry, a problem was encountered.' })).toBeInTheDocument();
    expect(browserLocation.reload).toHaveBeenCalledTimes(1);
  });
});
