import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import type { DailyLimit } from '../api/request-handling';
import { RequestLimitsPanel } from './request-limits-panel';

const meta = {
  title: 'pages/console/requests/request-handling/RequestLimitsPanel',
  component: RequestLimitsPanel,
  decorators: [withProviders('/', { dataRouter: true })],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof RequestLimitsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const NONE: DailyLimit[] = (
  ['admin', 'medical', 'outbound_response', 'health_data', 'simple_questionnaire'] as const
).map((requestType) => ({ requestType, limit: null, usedToday: 0 }));
const SOME: DailyLimit[] = NONE.map((l) =>
  l.requestType === 'admin'
    ? { ...l, limit: 200, usedToday: 12 }
    : l.requestType === 'medical'
      ? { ...l, limit: 0 }
      : l,
);

const listing = (limits: DailyLimit[]) =>
  graphql.query('ConsoleDailyLimits', () => HttpResponse.json({ data: { consoleDailyLimits: limits } }));

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleDailyLimits', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** No limits set: every box empty. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(NONE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Daily limit for Admin requests')).toHaveValue('');
    await expect(canvas.getByLabelText('Daily limit for Simple questionnaire requests')).toHaveValue('');
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleDailyLimits', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** Limits with today's counts; one changed and saved. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    let limits = SOME;
    msw.use(
      graphql.query('ConsoleDailyLimits', () => HttpResponse.json({ data: { consoleDailyLimits: limits } })),
      graphql.mutation('SaveDailyLimits', ({ variables }) => {
        const given = variables.limits as { requestType: DailyLimit['requestType']; limit: number | null }[];
        limits = limits.map((l) => ({
          ...l,
          limit: given.find((g) => g.requestType === l.requestType)?.limit ?? null,
        }));
        return HttpResponse.json({ data: { saveDailyLimits: limits } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const admin = await canvas.findByLabelText('Daily limit for Admin requests');
    await expect(admin).toHaveValue('200');
    await expect(within(admin.closest('tr')!).getByText('12')).toBeInTheDocument();
    await userEvent.clear(admin);
    await userEvent.type(admin, '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(admin).toHaveValue('150');
  },
};

/** Zero, positive or empty: a negative or a fraction is refused on its row; the server's refusal too. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      listing(SOME),
      graphql.mutation('SaveDailyLimits', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Each request type may have one daily limit',
              extensions: {
                code: 'VALIDATION_FAILED',
                fields: { 'limits.health_data': 'Each request type may have one daily limit' },
              },
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const admin = await canvas.findByLabelText('Daily limit for Admin requests');
    await userEvent.clear(admin);
    await userEvent.type(admin, '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Enter a daily limit of 0 or more, or leave it empty for no limit'),
    ).toBeInTheDocument();
    await userEvent.clear(admin);
    await userEvent.type(admin, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getAllByText('Each request type may have one daily limit').length).toBeGreaterThan(0),
    );
    await expect(admin).toHaveValue('5');
  },
};
