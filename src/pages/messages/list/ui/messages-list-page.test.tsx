import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearSavedFilters, saveFilters } from '@/shared/lib/saved-filters';
import { storage } from '@/shared/lib/storage';
import { demoAccounts, riverside, signInAs } from '@/shared/mocks';
import { requestPageFixture } from '@/shared/mocks/fixtures/requests';
import { server } from '@/shared/mocks/node';
import { requestMockUrls } from '@/shared/mocks/request-handlers';
import { MessagesListPage } from './messages-list-page';

function renderInbox(path: string) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(requestMockUrls.LIST, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(requestPageFixture(3, 300));
    }),
  );
  signInAs(demoAccounts.reception, riverside);
  const router = createMemoryRouter(
    [{ path: '/full/messages/list/:poolId?/:messageId?', Component: MessagesListPage }],
    {
      initialEntries: [path],
    },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { asked, router };
}

// First in the file: the request view loads on demand, and this is the first test to show one, so it goes through
// the lazily loaded path (later tests find the view already loaded).
describe('MessagesListPage: the request beside the list', () => {
  it('keeps a note being typed when the list renders again after the request view has loaded', async () => {
    clearSavedFilters();
    const { router } = renderInbox('/full/messages/list/0/1');
    await screen.findByRole('heading', { level: 2, name: 'Chest tightness when walking uphill' }, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Add a note'), 'Called the patient back');
    // the same request, the list asked again: the page renders again around the request view
    await router.navigate('/full/messages/list/0/1?page=1');
    await screen.findByText('300 requests');
    expect(screen.getByLabelText('Add a note')).toHaveValue('Called the patient back');
    // the view's code is fetched on demand: allow a busy machine time to load it
  }, 30_000);
});

describe('MessagesListPage and the URL', () => {
  it('asks for the pool, filters, search and sort in the URL', async () => {
    clearSavedFilters();
    const { asked } = renderInbox(
      '/full/messages/list?poolId=3&status=triaged&q=smith&in=patient_name&sort=date_asc&page=2',
    );
    await screen.findByText('300 requests');
    expect(Object.fromEntries(asked[0]!)).toMatchObject({
      pool_id: '3',
      page: '2',
      msg_order: 'date_asc',
      filters: 'status:triaged',
      search_term: 'smith',
      search_type: 'patient_name',
    });
  });

  it('opens the remembered pool and page when the URL names none, and remembers them', async () => {
    clearSavedFilters();
    storage.set('selectedPoolId', -2);
    storage.set('messageListPage', { poolId: -2, page: 4 });
    const { asked } = renderInbox('/full/messages/list');
    await screen.findByText('300 requests');
    expect(asked[0]!.get('pool_id')).toBe('-2');
    expect(asked[0]!.get('page')).toBe('4');
    expect(storage.get('messageListPage')).toEqual({ poolId: -2, page: 4 });
  });

  it('puts saved filters back into the URL until the top bar clears them', async () => {
    saveFilters({ priority: 'urgent' });
    const { asked, router } = renderInbox('/full/messages/list?poolId=0');
    await screen.findByText('300 requests');
    await waitFor(() => expect(router.state.location.search).toContain('priority=urgent'));
    expect(asked.every((q) => q.get('filters') === 'priority:urgent')).toBe(true);
    clearSavedFilters();
  });

  it('takes the pool of the split view from the path (notifications use -3)', async () => {
    clearSavedFilters();
    const { asked } = renderInbox('/full/messages/list/-3');
    await screen.findByText('300 requests');
    expect(asked[0]!.get('pool_id')).toBe('-3');
    expect(screen.getByText('Choose a request to see it here.')).toBeInTheDocument();
  });
});
