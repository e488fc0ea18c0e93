import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { staffAlertFixture, staffAlertHandlers, withProviders } from '@/shared/mocks';
import { AlertList } from './alert-page';

const meta = {
  title: 'pages/system/alert/AlertList',
  component: AlertList,
  decorators: [withProviders('/alert')],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof AlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('StaffAlerts', async () => {
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
    msw.use(...staffAlertHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There are no alerts for your organisation.'),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('StaffAlerts', () => HttpResponse.json({ errors: [{ message: 'Alerts could not be loaded' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Alerts could not be loaded');
  },
};

/** Filled: one alert to acknowledge, one already acknowledged. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...staffAlertHandlers([
        staffAlertFixture(),
        staffAlertFixture({
          id: '2',
          title: 'New safety guidance',
          severity: 'urgent',
          expiresOn: '2026-04-01',
          acknowledgedAt: '2026-03-01T12:00:00.000Z',
        }),
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Acknowledge' }));
    await expect(await canvas.findAllByText(/^Acknowledged /)).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  },
};
