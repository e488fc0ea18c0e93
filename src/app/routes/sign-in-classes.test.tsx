import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAuthBridge } from '@/shared/auth';
import { loadRuntimeConfig } from '@/shared/config';
import { storage } from '@/shared/lib/storage';
import { loadClassMerge, unloadClassMergeForTest } from '@/shared/ui/cn';
import { routes } from './router';

// The sign-in screens render before tailwind-merge has loaded (shared/ui/cn.ts): cn() only joins there. That is
// the same as merging only while no element carries two conflicting Tailwind classes: this renders each sign-in
// screen (and its error states) without the merge and checks every class list is one the merge leaves unchanged.

function expectNoConflictingClasses() {
  const lists = [...document.body.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? '');
  expect(lists.length).toBeGreaterThan(5);
  for (const list of lists) expect(twMerge(list), list).toBe(list.trim().replace(/\s+/g, ' '));
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

beforeAll(installAuthBridge);
beforeAll(loadRuntimeConfig);
beforeAll(async () => {
  // loaded as a browser would have them after the first visit (a cold transform is slow on a loaded machine)
  await Promise.all([
    import('@/app/layouts/bare-layout'),
    import('@/pages/login'),
    import('@/pages/locked'),
    import('@/pages/reset-password'),
    import('@/pages/forgotten-password'),
    import('@/pages/welcome'),
  ]);
  unloadClassMergeForTest();
}, 60_000);
afterAll(loadClassMerge);

describe('sign-in screens without tailwind-merge', () => {
  it('the login screen, empty and with its field errors', async () => {
    const { user } = renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 }));
    await screen.findAllByText(/Enter your/, {}, { timeout: 10_000 });
    expectNoConflictingClasses();
  });

  it('the full login screen', async () => {
    renderAt('/full/welcome/login');
    await screen.findByRole('heading', { name: 'Sign in to Carebridge' }, { timeout: 10_000 });
    expectNoConflictingClasses();
  });

  it('the lock screen', async () => {
    storage.set('locked', { locked: true, username: 'reception@riverside.nhs.uk', url: '/full/messages/list' });
    renderAt('/full/welcome/locked');
    await screen.findByRole('heading', { name: 'You have been signed out' }, { timeout: 10_000 });
    expectNoConflictingClasses();
  });

  it('the forgotten and reset password screens', async () => {
    renderAt('/forgotten-password');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    expectNoConflictingClasses();
  });

  it('the reset password screen', async () => {
    renderAt('/full/welcome/reset-password/token-0001');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    expectNoConflictingClasses();
  });
});
