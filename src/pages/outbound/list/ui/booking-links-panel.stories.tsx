import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import { BookingLinksPanel } from './booking-links-panel';

const options = {
  getAppointmentSlotTypes: [
    { id: 'EMIS-ST-1', name: 'GP appointment' },
    { id: 'EMIS-ST-4', name: 'Practice nurse appointment' },
  ],
  getStaff: [
    { id: 'EMIS-STF-1', title: 'Dr', forename: 'Priya', surname: 'Shah', active: true, consult: true },
    { id: 'EMIS-STF-5', title: null, forename: 'Tom', surname: 'Hughes', active: true, consult: false },
  ],
};

const links = [
  {
    id: '2',
    patientName: 'Oliver Bennett',
    nhsNumber: '9991000135',
    mobile: '07700900107',
    appointmentType: 'GP appointment',
    clinician: 'Dr Priya Shah',
    location: 'Main surgery',
    practice: 'Riverside Medical Centre',
    expiresOn: '2031-01-20',
    sentAt: '2031-01-06T08:00:00.000Z',
    status: 'booked',
    appointment: { id: '77', startTime: '2031-01-07T09:15:00.000Z', duration: 15 },
  },
  {
    id: '1',
    patientName: 'Amara Okoye',
    nhsNumber: '9991000267',
    mobile: '07700900114',
    appointmentType: 'GP appointment',
    clinician: 'Dr Priya Shah',
    location: 'Main surgery',
    practice: 'Riverside Medical Centre',
    expiresOn: '2031-01-05',
    sentAt: '2031-01-01T08:00:00.000Z',
    status: 'expired',
    appointment: null,
  },
];

const optionsHandler = graphql.query('BookingLinkOptions', () => HttpResponse.json({ data: options }));
const listHandler = (bookingLinks: unknown[]) =>
  graphql.query('BookingLinks', () => HttpResponse.json({ data: { bookingLinks } }));

const meta = {
  title: 'pages/outbound/list/BookingLinksPanel',
  component: BookingLinksPanel,
  args: { wcmsId: 1001, practiceName: 'Riverside Medical Centre' },
  decorators: [
    withProviders('/full/outbound/list'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: () => signInAs(demoAccounts.reception, riverside),
} satisfies Meta<typeof BookingLinksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      optionsHandler,
      graphql.query('BookingLinks', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading self-book links...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(optionsHandler, listHandler([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No self-book links have been sent yet.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      optionsHandler,
      graphql.query('BookingLinks', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Self-book links could not be loaded/)).toBeInTheDocument();
  },
};

/** Sent links with their state; only consulting clinicians are offered. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(optionsHandler, listHandler(links));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Self-book links sent' });
    await expect(within(table).getByText(/^Booked:/)).toBeInTheDocument();
    await expect(within(table).getByText('Expired')).toBeInTheDocument();
    const clinician = canvas.getByLabelText('Clinician');
    await expect(within(clinician).queryByText('Tom Hughes')).not.toBeInTheDocument();
  },
};

/** Sending with nothing chosen: each required field says what it needs, and nothing is sent. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(optionsHandler, listHandler([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Practice'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(await canvas.findByText('Enter a valid NHS number')).toBeInTheDocument();
    await expect(canvas.getByText('Select an appointment type')).toBeInTheDocument();
    await expect(canvas.getByText('Select a clinician')).toBeInTheDocument();
    await expect(canvas.getByText('Enter a location')).toBeInTheDocument();
    await expect(canvas.getByText('Enter a practice')).toBeInTheDocument();
  },
};

/** A refused send keeps what was typed and puts the server's message on its field. */
export const SendFailure: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      optionsHandler,
      listHandler([]),
      graphql.mutation('SendBookingLink', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Patient not found in clinical system',
              extensions: { code: 'VALIDATION_FAILED', fields: { nhsNumber: 'Patient not found in clinical system' } },
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('NHS number'), '9991002618');
    await userEvent.type(canvas.getByLabelText('Mobile number'), '07700 900240');
    await userEvent.selectOptions(await canvas.findByLabelText('Appointment type'), 'EMIS-ST-1');
    await userEvent.selectOptions(canvas.getByLabelText('Clinician'), 'EMIS-STF-1');
    await userEvent.type(canvas.getByLabelText('Location'), 'Main surgery');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Self-book link not sent');
    await expect(canvas.getAllByText('Patient not found in clinical system').length).toBeGreaterThan(0);
    await expect(canvas.getByLabelText('NHS number')).toHaveValue('9991002618');
  },
};

/** issue 23 item 21: the expiry is the one date entry pattern (Day, Month, Year), its errors in the pattern's words. */
export const ExpiryRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(optionsHandler, listHandler([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expiry = canvas.getByRole('group', { name: 'Expiry date' });
    await expect(within(expiry).getByLabelText('Year')).not.toHaveValue('');
    await userEvent.clear(within(expiry).getByLabelText('Month'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(await canvas.findByText('Expiry date must include a month')).toBeInTheDocument();
    await expect(within(expiry).getByLabelText('Month')).toBeInvalid();
    await userEvent.type(within(expiry).getByLabelText('Month'), '1');
    await userEvent.clear(within(expiry).getByLabelText('Year'));
    await userEvent.type(within(expiry).getByLabelText('Year'), '2020');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(await canvas.findByText('The expiry date must be today or later')).toBeInTheDocument();
  },
};
