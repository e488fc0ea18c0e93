import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/api';
import { storage } from '@/shared/lib/storage';
import { demoAccounts } from '@/shared/mocks';
import { useLockEvent } from './lock-event';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function Root() {
  useLockEvent(true);
  return <Outlet />;
}

beforeEach(() => {
  storage.set('session_data', demoAccounts.reception.session);
});

afterEach(() => {
  storage.remove('locked');
  storage.remove('session_data');
  queryClient.clear();
});

describe('useLockEvent', () => {
  it("locks at once on the window event 'logout'", async () => {
    const router = createMemoryRouter([{ element: <Root />, children: [{ path: '*', element: <Where /> }] }], {
      initialEntries: ['/outbound/list'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    window.dispatchEvent(new Event('logout'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/locked'));
    expect(storage.get('locked')).toMatchObject({ locked: true, url: '/outbound/list' });
  });
});
