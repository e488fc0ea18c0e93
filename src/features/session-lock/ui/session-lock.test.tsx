import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createMocks } from 'react-idle-timer';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/api';
import { storage } from '@/shared/lib/storage';
import { demoAccounts, userSettingsFixture } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { effectiveInactivityMinutes, idleTimeoutMs, shouldLockWhenIdle } from '../model/lock';
import { SessionLock } from './session-lock';

const { session } = demoAccounts.reception;

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SessionLock />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function useSettings(inactivityTimeout: number) {
  const settings = userSettingsFixture(session.user_id, { inactivity_timeout: inactivityTimeout });
  storage.set('user_settings', settings);
  server.use(http.get('*/api/lt-user-settings/:id', () => HttpResponse.json(settings)));
}

const location = () => screen.getByTestId('location').textContent;

async function idleFor(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  });
  // react-idle-timer binds the timer functions when it loads; point it at the fake ones
  createMocks();
  storage.set('session_data', session);
  storage.set('organisation', {
    wcmsId: '1001',
    name: 'Riverside Medical Centre',
    clinicalSystem: 'emisweb',
    role: 'editor',
  });
  storage.set('currentPatient', { ID: '1', Forename: 'Pat' });
  storage.set('selected_patient', { id: '1' });
  storage.set('patient_attachments', []);
  storage.set('user_data', { forename: 'Rita', surname: 'Reception', email: session.email });
});

afterEach(() => {
  vi.useRealTimers();
  createMocks();
  queryClient.clear();
});

describe('SessionLock', () => {
  it('locks a /full page after the inactivity timeout, keeping a lock record', async () => {
    useSettings(1);
    renderAt('/full/messages/list?poolId=0');
    await idleFor(59_000);
    expect(storage.get('session_data')).not.toBeNull();
    await idleFor(1_500);
    expect(location()).toBe('/full/welcome/locked');
    expect(storage.get('locked')).toEqual({
      locked: true,
      username: session.username,
      url: '/full/messages/list?poolId=0',
    });
    for (const key of [
      'session_data',
      'user_settings',
      'user_data',
      'currentPatient',
      'selected_patient',
      'patient_attachments',
    ] as const) {
      expect(storage.get(key), key).toBeNull();
    }
    expect(storage.get('organisation')).not.toBeNull();
  });

  it('starts again after activity', async () => {
    useSettings(1);
    renderAt('/full/messages/list');
    await idleFor(50_000);
    fireEvent.keyDown(document, { key: 'a' });
    await idleFor(50_000);
    expect(storage.get('locked')).toBeNull();
    await idleFor(11_000);
    expect(storage.get('locked')).not.toBeNull();
  });

  it('waits one hour when the settings cannot be loaded', async () => {
    server.use(http.get('*/api/lt-user-settings/:id', () => new HttpResponse(null, { status: 404 })));
    renderAt('/full/outbound/list');
    await idleFor(59 * 60_000);
    expect(storage.get('locked')).toBeNull();
    await idleFor(61_000);
    expect(location()).toBe('/full/welcome/locked');
  });

  it("locks after the organisation's timeout when it is shorter than the user's", async () => {
    useSettings(60);
    server.use(
      http.get('*/api/client-settings/wcms_id/:id', () => HttpResponse.json({ inactivity_timeout_minutes: 2 })),
    );
    renderAt('/full/messages/list');
    await idleFor(110_000);
    expect(storage.get('locked')).toBeNull();
    await idleFor(11_000);
    expect(location()).toBe('/full/welcome/locked');
  });

  it("keeps the user's own shorter timeout, and locks an organisation that never locks after it", async () => {
    useSettings(1);
    server.use(
      http.get('*/api/client-settings/wcms_id/:id', () => HttpResponse.json({ inactivity_timeout_minutes: 0 })),
    );
    renderAt('/full/messages/list');
    await idleFor(61_000);
    expect(location()).toBe('/full/welcome/locked');
  });

  it('is paused when inactivity_timeout is 0 or less and the organisation never locks either', async () => {
    useSettings(0);
    server.use(
      http.get('*/api/client-settings/wcms_id/:id', () => HttpResponse.json({ inactivity_timeout_minutes: 0 })),
    );
    renderAt('/full/messages/list');
    await idleFor(10 * 60 * 60_000);
    expect(storage.get('locked')).toBeNull();
    expect(location()).toBe('/full/messages/list');
  });

  it('does not lock a sign-in screen', async () => {
    useSettings(1);
    renderAt('/full/welcome/login');
    await idleFor(120_000);
    expect(storage.get('locked')).toBeNull();
  });

  it('does not lock a session started by auto sign-in', async () => {
    useSettings(1);
    storage.set('was_auto_sign_in', true);
    renderAt('/full/messages/list');
    await idleFor(120_000);
    expect(storage.get('locked')).toBeNull();
    expect(storage.get('session_data')).not.toBeNull();
  });
});

describe('idleTimeoutMs', () => {
  it('turns minutes into ms, defaults to an hour, pauses at 0 or less, stays under 2^31 - 1', () => {
    expect(idleTimeoutMs(15)).toBe(900_000);
    expect(idleTimeoutMs(undefined)).toBe(3_600_000);
    expect(idleTimeoutMs(null)).toBe(3_600_000);
    expect(idleTimeoutMs(0)).toBeNull();
    expect(idleTimeoutMs(-1)).toBeNull();
    expect(idleTimeoutMs(10_000_000)).toBe(2_147_483_646);
  });
});

describe('effectiveInactivityMinutes', () => {
  it("takes the organisation's timeout unless the user's is shorter; never is longer than anything", () => {
    expect(effectiveInactivityMinutes(60, 5)).toBe(5);
    expect(effectiveInactivityMinutes(15, 240)).toBe(15);
    expect(effectiveInactivityMinutes(0, 30)).toBe(30);
    expect(effectiveInactivityMinutes(30, 0)).toBe(30);
    expect(effectiveInactivityMinutes(0, 0)).toBe(0);
    expect(effectiveInactivityMinutes(undefined, 5)).toBe(5);
    expect(effectiveInactivityMinutes(20, undefined)).toBe(20);
  });
});

describe('shouldLockWhenIdle', () => {
  it('locks only /full pages that are not sign-in screens, and never auto sign-in sessions', () => {
    expect(shouldLockWhenIdle('/full/messages/list', false)).toBe(true);
    expect(shouldLockWhenIdle('/full/no-organisation', false)).toBe(true);
    expect(shouldLockWhenIdle('/full/welcome/login', false)).toBe(false);
    expect(shouldLockWhenIdle('/full/welcome/locked', false)).toBe(false);
    expect(shouldLockWhenIdle('/outbound/list', false)).toBe(false);
    expect(shouldLockWhenIdle('/full/messages/list', true)).toBe(false);
  });
});
