import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { problem } from '@/shared/mocks/request-handlers';
import { ConsultBookPage } from './consult-book-page';

const URL = '*/api/booking-link/:token';
const open = {
  organisation_name: 'Riverside Medical Centre',
  practice: 'Riverside Medical Centre',
  location: 'Main surgery',
  appointment_type: 'GP appointment',
  clinician: 'Dr Priya Shah',
  expires_on: '2031-01-20',
  status: 'open',
  slots: [
    { id: '11', start_time: '2031-01-07T09:00:00.000Z', duration: 15 },
    { id: '12', start_time: '2031-01-07T09:15:00.000Z', duration: 15 },
    { id: '21', start_time: '2031-01-08T10:00:00.000Z', duration: 15 },
  ],
  booked: null,
};

const meta = {
  title: 'pages/consult/book/ConsultBookPage',
  component: ConsultBookPage,
  args: { token: 'abcdefghijklmnopqrstuvwx' },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
    withProviders('/consult/book/abcdefghijklmnopqrstuvwx'),
  ],
} satisfies Meta<typeof ConsultBookPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(URL, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading your appointment link...')).toBeInTheDocument();
  },
};

/** An open link with no free slots left. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(URL, () => HttpResponse.json({ ...open, slots: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/There are no free appointments/)).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(URL, () => problem(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Sorry, a problem was encountered');
  },
};

export const NotFound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(URL, () => problem(404, 'This booking link is not valid.')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This link is not valid');
  },
};

/** The patient chooses a time and books it. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(URL, () => HttpResponse.json(open)),
      http.post(URL, () =>
        HttpResponse.json({ ...open, status: 'booked', slots: [], booked: open.slots[1] }, { status: 200 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book this appointment' }));
    await expect(await canvas.findByText('Choose a time first.')).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('radio')[1]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Book this appointment' }));
    await expect(await canvas.findByText(/Your appointment is booked for/)).toBeInTheDocument();
  },
};

export const Expired: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(URL, () => HttpResponse.json({ ...open, status: 'expired', slots: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This link has expired/)).toBeInTheDocument();
  },
};

export const Used: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(URL, () => HttpResponse.json({ ...open, status: 'booked', slots: [], booked: open.slots[0] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This link has already been used.')).toBeInTheDocument();
  },
};
