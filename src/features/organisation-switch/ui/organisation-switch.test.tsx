import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/api';
import { storage } from '@/shared/lib/storage';
import { demoAccounts, hillview, riverside, signInAs } from '@/shared/mocks';
import { OrganisationSwitch } from './organisation-switch';

beforeAll(() => {
  // Radix Select measures and captures the pointer; jsdom has neither
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => queryClient.clear());

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/full/user-account/covering', element: <OrganisationSwitch /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('OrganisationSwitch', () => {
  it("lists a member's organisations, switches, drops the cached data and opens the inbox", async () => {
    signInAs(demoAccounts.manager, { ...riverside, role: 'full' });
    queryClient.setQueryData(['requests', 'riverside'], ['cached']);
    const user = renderAt('/full/user-account/covering');
    // the select loads with its own chunk, for someone who can switch
    const select = await screen.findByRole('combobox', { name: 'Organisation' }, { timeout: 5000 });
    expect(select).toHaveTextContent('Riverside Medical Centre');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Hillview Surgery' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/full/messages/list');
    expect(storage.get('organisation')).toMatchObject({ wcmsId: '1002', name: 'Hillview Surgery', role: 'full' });
    expect(queryClient.getQueryData(['requests', 'riverside'])).toBeUndefined();
  });

  it('just names the organisation when there is only one', async () => {
    signInAs(demoAccounts.reception, riverside);
    renderAt('/full/user-account/covering');
    expect(await screen.findByText('Riverside Medical Centre')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('lets a super user search every organisation in a dialog', async () => {
    signInAs(demoAccounts.super, { ...hillview, role: 'super' });
    const user = renderAt('/full/user-account/covering');
    // the dialog loads with its own chunk, for a super user
    await user.click(await screen.findByRole('button', { name: 'Change organisation' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change organisation' });
    expect(dialog).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search organisations'), 'northgate');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Meadowbank/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Northgate Practice/ }));
    // role super may not open the inbox (spec §6): a super user lands on the console
    expect(await screen.findByTestId('location')).toHaveTextContent('/full/management-console');
    expect(storage.get('organisation')).toMatchObject({ wcmsId: '1004', role: 'super' });
  });
});
