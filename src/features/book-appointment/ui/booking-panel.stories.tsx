import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { appointmentFixture, smithFamily, withProviders } from '@/shared/mocks';
import { BookingPanel } from './booking-panel';

const sarah = { ...smithFamily[0]!, id: 'EMIS-5101', forename: 'Sarah', title: 'Mrs', nhsNumber: '9991013148' };
// a fixed Monday, so the week shown does not depend on the day the story runs
const now = () => new Date('2030-03-04T08:00:00Z');
const slots = [
  appointmentFixture(501, '2030-03-04T09:00:00Z'),
  appointmentFixture(502, '2030-03-04T09:15:00Z'),
  appointmentFixture(503, '2030-03-05T14:00:00Z', {
    type: 'GP telephone consultation',
    isTelephoneAppointment: true,
    session: 'Telephone clinic',
  }),
];

const meta = {
  title: 'features/book-appointment/BookingPanel',
  component: BookingPanel,
  decorators: [withProviders()],
  args: { wcmsId: '1001', patient: sarah, now },
} satisfies Meta<typeof BookingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('GetAvailableAppointments', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: { getAvailableAppointments: [] } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('booking-loading')).toBeInTheDocument();
  },
};

/** No free slots this week. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No free appointments this week')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('GetAvailableAppointments', () =>
        HttpResponse.json({ errors: [{ message: 'Choose a time window of 31 days or less' }] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Available appointments could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByText('Choose a time window of 31 days or less')).toBeInTheDocument();
  },
};

/**
 * Free slots as a grid of time × clinician per day, with the patient's existing appointments. Choosing a slot asks
 * for confirmation; a slot someone else took meanwhile is refused with the server's words.
 */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('GetAvailableAppointments', () => HttpResponse.json({ data: { getAvailableAppointments: slots } })),
      graphql.query('GetPatientAppointments', () =>
        HttpResponse.json({
          data: {
            getPatientAppointments: [
              {
                id: '480',
                startTime: '2030-03-06T11:00:00Z',
                duration: 15,
                type: 'GP appointment',
                status: 'Booked',
                consultingStaff: 'Dr James Whitmore',
              },
            ],
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: 'Monday 4 March' })).toBeInTheDocument();
    const monday = canvas.getByRole('region', { name: 'Free appointments on Monday 4 March' });
    await expect(within(monday).getByRole('columnheader', { name: 'Dr Priya Shah' })).toBeInTheDocument();
    await expect(within(monday).getByRole('rowheader', { name: '09:15' })).toBeInTheDocument();
    await expect(canvas.getByText(/GP telephone consultation · 15 min · Telephone/)).toBeInTheDocument();
    await expect(
      await canvas.findByText('Wednesday 6 March, 11:00 with Dr James Whitmore (GP appointment, Booked)'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Book Monday 4 March, 09:15 with Dr Priya Shah' }));
    const dialog = await page.findByRole('dialog', { name: 'Book this appointment?' });
    await expect(within(dialog).getByText('Monday 4 March, 09:15 with Dr Priya Shah')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await expect(
      await canvas.findByText('This appointment slot has already been booked. Choose another slot.'),
    ).toBeInTheDocument();
  },
};

/** The confirmation, open: the slot summary and the patient it is for. */
export const Confirming: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('GetAvailableAppointments', () => HttpResponse.json({ data: { getAvailableAppointments: slots } })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Book Tuesday 5 March, 14:00 with Dr Priya Shah' }),
    );
    const dialog = await page.findByRole('dialog', { name: 'Book this appointment?' });
    await expect(
      within(dialog).getByText(
        'GP telephone consultation, 15 minutes, Telephone, for Mrs Sarah Smith (NHS number 999 101 3148)',
      ),
    ).toBeInTheDocument();
  },
};
