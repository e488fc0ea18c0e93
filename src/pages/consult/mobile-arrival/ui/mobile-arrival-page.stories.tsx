import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { MobileArrivalScreen } from './mobile-arrival-page';

const TOKEN = 'aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF';
const PAGE = {
  organisationName: 'Riverside Medical Centre',
  infoMessage: 'Tap the button when you are in the car park or the waiting room.',
  appointmentTime: '2030-05-15T10:00:00.000Z',
  clinician: 'Dr Priya Shah',
  state: 'open',
};

const link = (body: Record<string, unknown>) =>
  http.get(`*/api/mobile-arrival/${TOKEN}`, () => HttpResponse.json(body));
const refusal = (code: string, status = 422) =>
  http.post(`*/api/mobile-arrival/${TOKEN}/check-in`, () =>
    HttpResponse.json({ statusCode: status, error: 'Unprocessable', code, message: 'x' }, { status }),
  );

/** The phone's position: where it is, or that the patient would not share it. */
function geolocation(answer: 'near' | 'denied') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        answer === 'near'
          ? ok({ coords: { latitude: 51.5012, longitude: -0.1246, accuracy: 12 } } as GeolocationPosition)
          : fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError),
    },
  });
}

const meta = {
  title: 'pages/consult/mobile-arrival/MobileArrivalScreen',
  component: MobileArrivalScreen,
  args: { token: TOKEN },
  decorators: [withProviders(`/consult/arrive/${TOKEN}`)],
} satisfies Meta<typeof MobileArrivalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(`*/api/mobile-arrival/${TOKEN}`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your appointment...')).toBeInTheDocument();
  },
};

/** The practice has turned mobile arrival off: nothing to do here but go to reception. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(link({ ...PAGE, infoMessage: null, state: 'not-enabled' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/does not offer arrival by phone/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A link that is not (or no longer) valid. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(`*/api/mobile-arrival/${TOKEN}`, () =>
        HttpResponse.json({ statusCode: 404, error: 'Not Found', code: 'LINK_INVALID', message: 'x' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This arrival link is not valid/)).toBeInTheDocument();
  },
};

/** At the practice: the phone checks in and is told where to wait. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    geolocation('near');
    msw.use(
      link(PAGE),
      http.post(`*/api/mobile-arrival/${TOKEN}/check-in`, () =>
        HttpResponse.json({
          appointmentTime: PAGE.appointmentTime,
          clinician: 'Dr Priya Shah',
          waitingArea: 'Room 4 corridor',
          instructions: 'Turn left after reception.',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Your appointment at 11:00 with Dr Priya Shah/)).toBeInTheDocument();
    await expect(canvas.getByText(PAGE.infoMessage)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'I have arrived: check me in' }));
    await expect(await canvas.findByRole('heading', { name: 'You are checked in' })).toBeInTheDocument();
    await expect(canvas.getByText('Please go to: Room 4 corridor')).toBeInTheDocument();
  },
};

/** Not yet at the practice: the server refuses with the reason; the patient can try again. */
export const TooFar: Story = {
  beforeEach: ({ msw }) => {
    geolocation('near');
    msw.use(link(PAGE), refusal('TOO_FAR'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'I have arrived: check me in' }));
    await expect(await canvas.findByText(/You are not at the practice yet/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The patient would not share their location: not checked in, with the reason. */
export const LocationDenied: Story = {
  beforeEach: ({ msw }) => {
    geolocation('denied');
    msw.use(link(PAGE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'I have arrived: check me in' }));
    await expect(await canvas.findByText(/We could not use your location/)).toBeInTheDocument();
  },
};

/** Already checked in with this link. */
export const AlreadyArrived: Story = {
  beforeEach: ({ msw }) => {
    msw.use(link({ ...PAGE, state: 'arrived' }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have already checked in for this appointment.'),
    ).toBeInTheDocument();
  },
};
