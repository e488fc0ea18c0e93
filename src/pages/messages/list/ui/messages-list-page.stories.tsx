import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import type { RestComponents } from '@/shared/api';
import { clearSavedFilters } from '@/shared/lib/saved-filters';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import { requestPageFixture } from '@/shared/mocks/fixtures/requests';
import { problem, requestHandlers, requestLoadingHandlers, requestMockUrls } from '@/shared/mocks/request-handlers';
import { MessagesListPage } from './messages-list-page';

const meta = {
  title: 'pages/messages/list/MessagesListPage',
  component: MessagesListPage,
  decorators: [
    withProviders('/full/messages/list'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  // saved filters outlive a story in the store's memory: each story starts without them
  beforeEach: () => clearSavedFilters(),
} satisfies Meta<typeof MessagesListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestLoadingHandlers);
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestHandlers({ page: requestPageFixture(0) }));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Requests');
    await expect(await canvas.findByText('No requests match')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(requestMockUrls.LIST, () => problem(500, 'The inbox is unavailable')));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The inbox is unavailable');
  },
};

/** 2,000 requests on one page: only the rows in view are in the DOM; unread ones say so. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestHandlers({ page: requestPageFixture(2000) }));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2,000 requests')).toBeInTheDocument();
    const rows = canvas.getAllByTestId('request-row');
    await expect(rows.length).toBeGreaterThan(0);
    await expect(rows.length).toBeLessThanOrEqual(60);
    const unread = rows.find((row) => row.dataset.unread);
    await expect(unread).toHaveTextContent('Unread:');
    // one line per request: priority, patient with age, subject, type, waiting, status, assignee
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, ''))).toEqual([
      'Priority',
      'Patient',
      'Subject',
      'Type',
      'Waiting',
      'Status',
      'Assignee',
    ]);
    await expect(canvas.getByRole('combobox', { name: 'Pool' })).toHaveDisplayValue('All requests (48)');
  },
};

/** Filters apply together and go to the server as key:value pairs. */
export const Filtered: Story = {
  beforeEach: ({ msw }) => {
    const page = requestPageFixture(5);
    msw.use(
      http.get(requestMockUrls.LIST, ({ request }) => {
        const filters = new URL(request.url).searchParams.get('filters');
        const body: RestComponents['schemas']['RequestPage'] =
          filters === 'priority:urgent,unread:true'
            ? { ...page, _embedded: { messages: page._embedded.messages.slice(0, 1) }, total_items: 1 }
            : page;
        return HttpResponse.json(body);
      }),
      ...requestHandlers(),
    );
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5 requests')).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Filters'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Urgent' }));
    await userEvent.selectOptions(canvas.getByLabelText('Unread'), 'Unread only');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(await canvas.findByText('1 requests')).toBeInTheDocument();
  },
};

/** The split view /full/messages/list/{pool}/{id}: the list on the left, the request on the right. */
export const SplitView: Story = {
  decorators: [
    (Story) => (
      <Routes location="/full/messages/list/0/1">
        <Route path="/full/messages/list/:poolId?/:messageId?" element={<Story />} />
      </Routes>
    ),
  ],
  beforeEach: ({ msw }) => {
    msw.use(...requestHandlers());
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Chest tightness when walking uphill' }),
    ).toBeInTheDocument();
    const rows = await canvas.findAllByTestId('request-row');
    const selected = rows.find((row) => row.getAttribute('aria-selected') === 'true');
    await expect(within(selected!).getByRole('link')).toHaveAttribute('href', '/full/messages/list/0/1?page=1');
    await expect(within(selected!).getByRole('link')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Open full page' })).toHaveAttribute(
      'href',
      '/full/messages/request/1/full',
    );
  },
};
