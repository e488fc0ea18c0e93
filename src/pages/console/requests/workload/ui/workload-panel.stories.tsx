import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import type { Workload } from '../api/workload';
import { WorkloadPanel } from './workload-panel';

const meta = {
  title: 'pages/console/requests/workload/WorkloadPanel',
  component: WorkloadPanel,
  decorators: [withProviders('/', { dataRouter: true })],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof WorkloadPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIMITS: Workload['dailyLimits'] = [
  { requestType: 'admin', limit: 200, usedToday: 12 },
  { requestType: 'medical', limit: null, usedToday: 3 },
];
const QUIET: Workload = {
  wcmsId: '1001',
  today: { received: 0, completed: 0 },
  week: { received: 0, completed: 0 },
  open: 0,
  byGroup: [{ groupId: '1', name: 'Incoming requests', open: 0 }],
  byAssignee: [],
  oldestWaiting: null,
  dailyLimits: LIMITS.map((l) => ({ ...l, usedToday: 0 })),
};
const BUSY: Workload = {
  wcmsId: '1001',
  today: { received: 14, completed: 9 },
  week: { received: 61, completed: 48 },
  open: 23,
  byGroup: [
    { groupId: '1', name: 'Incoming requests', open: 15 },
    { groupId: '2', name: 'Reception', open: 8 },
  ],
  byAssignee: [{ userId: '3', name: 'Tom Hughes', open: 4 }],
  oldestWaiting: '2026-03-02T08:15:00.000Z',
  dailyLimits: LIMITS,
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleWorkload', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.query('ConsoleWorkload', () => HttpResponse.json({ data: { consoleWorkload: QUIET } })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No requests this week and none open.')).toBeInTheDocument();
    await expect(canvas.getByText('None waiting')).toBeInTheDocument();
    await expect(canvas.getByText('No open request is assigned to a colleague.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleWorkload', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** A busy day; the open count follows the server without a reload when a colleague completes a request. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      graphql.query('ConsoleWorkload', () => {
        calls += 1;
        return HttpResponse.json({ data: { consoleWorkload: calls === 1 ? BUSY : { ...BUSY, open: 22 } } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('workload-open')).toHaveTextContent('23');
    await expect(canvas.getByRole('table', { name: 'Open requests by group' })).toHaveTextContent('Reception');
    await expect(canvas.getByRole('table', { name: 'Open requests by assignee' })).toHaveTextContent('Tom Hughes');
    await expect(canvas.getByRole('table', { name: 'Daily limits used today' })).toHaveTextContent('No limit');
    await expect(canvas.queryByRole('button', { name: /refresh/i })).toBeNull();
    await waitFor(() => expect(canvas.getByTestId('workload-open')).toHaveTextContent('22'), { timeout: 3000 });
  },
};
