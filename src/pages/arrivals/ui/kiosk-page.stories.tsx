import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import type { Kiosk, KioskCheckIn } from '../api/devices';
import { CheckInFlow, KioskPage } from './kiosk-page';

const KIOSK: Kiosk = {
  name: 'Front desk kiosk',
  organisationName: 'Riverside Medical Centre',
  infoMessage: 'Touch to begin.',
  location: null,
  healthPod: [],
  questions: [],
};
/** A touchscreen locked to its site that asks for blood pressure and weight, and one question. */
const HEALTH_POD_KIOSK: Kiosk = {
  ...KIOSK,
  location: 'Riverside Surgery',
  healthPod: ['blood-pressure', 'weight'],
  questions: ['Have you had a fever this week?'],
};
const ANSWER: KioskCheckIn = {
  arrivalId: 7,
  appointmentTime: '2030-01-09T10:20:00.000Z',
  clinician: 'Dr Priya Shah',
  waitingArea: 'Room 4 corridor',
  instructions: 'Turn left after reception.',
};

const meta = {
  title: 'pages/arrivals/KioskPage',
  component: KioskPage,
  decorators: [withProviders('/arrivals/kiosk')],
  beforeEach: () => {
    window.localStorage.removeItem('carebridge.arrivals.touchscreen');
  },
} satisfies Meta<typeof KioskPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not registered: the organisation id and code; a wrong code is refused. */
export const Unregistered: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/arrivals/devices', () =>
        HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'x' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('The code must be exactly 4 digits.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Organisation id'), '1001');
    await userEvent.type(canvas.getByLabelText('Code'), '9999');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(
      await canvas.findByText('No touchscreen or screen has this code at this organisation.'),
    ).toBeInTheDocument();
  },
};

/** Too many wrong codes from here: registration is refused for a while, with the reason. */
export const RegistrationRateLimited: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/arrivals/devices', () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', code: 'TOO_MANY_ATTEMPTS', message: 'x' },
          { status: 429 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Organisation id'), '1001');
    await userEvent.type(canvas.getByLabelText('Code'), '1357');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(
      await canvas.findByText('Too many wrong codes have been tried. Wait 15 minutes, then try again.'),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText('Code')).toHaveValue('1357');
  },
};

/** A registered kiosk whose licence is suspended (spec §4). */
export const Suspended: Story = {
  beforeEach: ({ msw }) => {
    window.localStorage.setItem('carebridge.arrivals.touchscreen', 'device-token');
    msw.use(
      http.get('*/api/arrivals/kiosk', () =>
        HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', code: 'LICENCE_SUSPENDED', message: 'suspended' },
          { status: 403 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This touchscreen’s licence is suspended. Please go to reception.'),
    ).toBeInTheDocument();
  },
};

/** The start screen, then date of birth and the surname's first letter; the patient is told where to wait. */
export const CheckedIn: Story = {
  beforeEach: ({ msw }) => {
    window.localStorage.setItem('carebridge.arrivals.touchscreen', 'device-token');
    msw.use(
      http.get('*/api/arrivals/kiosk', () => HttpResponse.json(KIOSK)),
      http.post('*/api/arrivals/kiosk/check-in', () => HttpResponse.json(ANSWER)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check in for your appointment' }));
    await userEvent.type(canvas.getByLabelText('Day'), '12');
    await userEvent.type(canvas.getByLabelText('Month'), '4');
    await userEvent.type(canvas.getByLabelText('Year'), '1948');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'W' }));
    await expect(await canvas.findByText('Please go to: Room 4 corridor')).toBeInTheDocument();
  },
};

/** A refusal (preventSelfCheckIn): sent to reception. */
export const Refused: StoryObj<typeof CheckInFlow> = {
  render: () => (
    <CheckInFlow
      token="device-token"
      kiosk={KIOSK}
      initialStep={{ kind: 'refused', message: 'Please go to reception to check in for this appointment.' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Please go to reception' })).toBeInTheDocument();
  },
};

/** The date of birth step (the shared date entry pattern, touch size) with an impossible date, then a future one. */
export const InvalidDateOfBirth: StoryObj<typeof CheckInFlow> = {
  render: () => <CheckInFlow token="device-token" kiosk={KIOSK} initialStep={{ kind: 'dob' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    await userEvent.type(within(group).getByLabelText('Day'), '31');
    await userEvent.type(within(group).getByLabelText('Month'), '2');
    await userEvent.type(within(group).getByLabelText('Year'), '1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Date of birth must be a real date')).toBeInTheDocument();
    await userEvent.clear(within(group).getByLabelText('Year'));
    await userEvent.type(within(group).getByLabelText('Year'), '2990');
    await userEvent.clear(within(group).getByLabelText('Day'));
    await userEvent.type(within(group).getByLabelText('Day'), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Enter a real date of birth.')).toBeInTheDocument();
  },
};

/**
 * After check-in at a touchscreen with health pod inputs and a question: the readings it asks for (a reading out of
 * range is refused), the question, then where to wait; the readings and answer are sent with the arrival.
 */
export const ReadingsAndQuestionnaire: StoryObj<typeof CheckInFlow> = {
  beforeEach: ({ msw }) => {
    const sent: unknown[] = [];
    (window as unknown as { __sent: unknown[] }).__sent = sent;
    msw.use(
      http.post('*/api/arrivals/kiosk/responses', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  render: () => (
    <CheckInFlow token="device-token" kiosk={HEALTH_POD_KIOSK} initialStep={{ kind: 'readings', answer: ANSWER }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Riverside Surgery')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Height (cm)')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Blood pressure: top number (mmHg)'), '128');
    await userEvent.type(canvas.getByLabelText('Blood pressure: bottom number (mmHg)'), '82');
    await userEvent.type(canvas.getByLabelText('Weight (kg)'), '900');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Enter your weight in kilograms, from 2 to 300.')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('Weight (kg)'));
    await userEvent.type(canvas.getByLabelText('Weight (kg)'), '81.4');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'Have you had a fever this week?' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByText('Please go to: Room 4 corridor')).toBeInTheDocument();
    await expect((window as unknown as { __sent: unknown[] }).__sent).toEqual([
      { arrivalId: 7, readings: { systolic: 128, diastolic: 82, weight: 81.4 }, answers: ['yes'] },
    ]);
  },
};

/** Location lock: an appointment at another site is sent to reception. */
export const WrongLocation: StoryObj<typeof CheckInFlow> = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/arrivals/kiosk/check-in', () =>
        HttpResponse.json(
          { statusCode: 422, error: 'Unprocessable Entity', code: 'WRONG_LOCATION', message: 'x' },
          { status: 422 },
        ),
      ),
    );
  },
  render: () => (
    <CheckInFlow
      token="device-token"
      kiosk={HEALTH_POD_KIOSK}
      initialStep={{ kind: 'checking', dateOfBirth: '1985-01-27', initial: 'O', offline: false }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Your appointment is at another of the practice’s sites. Please go to reception.',
      ),
    ).toBeInTheDocument();
  },
};

/** Lost connection while checking in: it says so and keeps trying. */
export const Offline: StoryObj<typeof CheckInFlow> = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/api/arrivals/kiosk/check-in', () => HttpResponse.error()));
  },
  render: () => (
    <CheckInFlow
      token="device-token"
      kiosk={KIOSK}
      initialStep={{ kind: 'checking', dateOfBirth: '1948-04-12', initial: 'W', offline: false }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The connection was lost. Trying again…')).toBeInTheDocument();
  },
};

/** Registered, waiting for its touchscreen's settings. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    window.localStorage.setItem('carebridge.arrivals.touchscreen', 'device-token');
    msw.use(
      http.get('*/api/arrivals/kiosk', async () => {
        await delay('infinite');
        return HttpResponse.json(KIOSK);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

/** The server cannot be reached: it says so and keeps trying by itself. */
export const ConnectionLost: Story = {
  beforeEach: ({ msw }) => {
    window.localStorage.setItem('carebridge.arrivals.touchscreen', 'device-token');
    msw.use(http.get('*/api/arrivals/kiosk', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The connection was lost. Trying again…', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  },
};

/** A touchscreen with no information message, location, readings or questions: just the start button. */
export const EmptyStartScreen: StoryObj<typeof CheckInFlow> = {
  render: () => <CheckInFlow token="device-token" kiosk={{ ...KIOSK, infoMessage: null }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Check in for your appointment' })).toBeInTheDocument();
    await expect(canvas.queryByText('Touch to begin.')).not.toBeInTheDocument();
  },
};
