import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import type { DayHours, ServiceHours } from '../api/service-hours';
import { ServiceHoursPanel } from './service-hours-panel';

const meta = {
  title: 'pages/console/requests/service-hours/ServiceHoursPanel',
  component: ServiceHoursPanel,
  decorators: [withProviders('/', { dataRouter: true })],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof ServiceHoursPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const CLOSED: ServiceHours = {
  wcmsId: '1001',
  days: DAYS.map((day) => ({ day, start: null, finish: null })),
  inHoursNow: false,
};
const WEEK: ServiceHours = {
  wcmsId: '1001',
  days: DAYS.map((day) =>
    day === 'saturday' || day === 'sunday'
      ? { day, start: null, finish: null }
      : { day, start: '08:00', finish: '18:30' },
  ),
  inHoursNow: true,
};
const listing = (hours: ServiceHours) =>
  graphql.query('ConsoleServiceHours', () => HttpResponse.json({ data: { consoleServiceHours: hours } }));

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleServiceHours', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** Closed every day: every box empty, out of hours now. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(CLOSED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Monday opens at')).toHaveValue('');
    await expect(canvas.getByText('The practice is out of hours now.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleServiceHours', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** The default week; Saturday morning opened and saved. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    let hours = WEEK;
    msw.use(
      graphql.query('ConsoleServiceHours', () => HttpResponse.json({ data: { consoleServiceHours: hours } })),
      graphql.mutation('SaveServiceHours', ({ variables }) => {
        hours = { ...hours, days: variables.days as DayHours[] };
        return HttpResponse.json({ data: { saveServiceHours: hours } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // (a form takes the loaded values just after it first renders)
    await waitFor(async () => expect(await canvas.findByLabelText('Monday opens at')).toHaveValue('08:00'));
    await expect(canvas.getByLabelText('Friday closes at')).toHaveValue('18:30');
    await expect(canvas.getByText('The practice is in hours now.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Saturday opens at'), '0900');
    await userEvent.type(canvas.getByLabelText('Saturday closes at'), '1200');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(canvas.getByLabelText('Saturday opens at')).toHaveValue('09:00');
  },
};

/** Both or neither, start before finish, on their rows; the server's refusal too. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      listing(WEEK),
      graphql.mutation('SaveServiceHours', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'The start time must be before the finish time',
              extensions: {
                code: 'VALIDATION_FAILED',
                fields: { 'days.sunday.finish': 'The start time must be before the finish time' },
              },
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mondayClose = await canvas.findByLabelText('Monday closes at');
    await userEvent.clear(mondayClose);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Enter both the start and finish times, or leave both empty'),
    ).toBeInTheDocument();
    await userEvent.type(mondayClose, '0700');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The start time must be before the finish time')).toBeInTheDocument();
    await userEvent.clear(mondayClose);
    await userEvent.type(mondayClose, '1700');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getAllByText('The start time must be before the finish time').length).toBeGreaterThan(0),
    );
    await expect(mondayClose).toHaveValue('17:00');
  },
};
