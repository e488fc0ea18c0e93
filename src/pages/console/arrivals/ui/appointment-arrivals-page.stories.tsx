import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleArrivalsQuery } from '@/shared/api';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { AppointmentArrivalsPanel } from './appointment-arrivals-page';
import { FRONT_DESK_KIOSK } from './stories-fixtures';

type Settings = ConsoleArrivalsQuery['consoleArrivals'];

const EMPTY: Settings = {
  waitingAreas: [],
  schedules: [],
  touchscreens: [],
  staff: [
    { id: 'EMIS-STF-1', name: 'Dr Priya Shah' },
    { id: 'EMIS-STF-2', name: 'Dr James Whitmore' },
  ],
  locations: ['Hillview Branch', 'Riverside Surgery'],
  sharedTouchscreens: [],
};
const FILLED: Settings = {
  ...EMPTY,
  waitingAreas: [
    { id: '1', name: 'Room 4 corridor', instructions: 'Turn left after reception.' },
    { id: '2', name: 'Upstairs', instructions: 'Take the lift to floor 1.' },
  ],
  schedules: [
    { id: '1', staffId: 'EMIS-STF-1', weekday: 1, allDay: true, start: null, end: null, waitingAreaId: '1' },
    { id: '2', staffId: 'EMIS-STF-2', weekday: 2, allDay: false, start: '09:00', end: '12:00', waitingAreaId: '2' },
  ],
  touchscreens: [FRONT_DESK_KIOSK],
  sharedTouchscreens: [{ id: '9', name: 'Atrium kiosk', organisationName: 'Parkside Surgery' }],
};

const listing = (settings: Settings) =>
  graphql.query('ConsoleArrivals', () => HttpResponse.json({ data: { consoleArrivals: settings } }));

const meta = {
  title: 'pages/console/arrivals/AppointmentArrivalsPanel',
  component: AppointmentArrivalsPanel,
  args: { wcmsId: riverside.wcmsId },
  decorators: [withProviders('/full/management-console/appointment-arrivals')],
} satisfies Meta<typeof AppointmentArrivalsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = () => signInAs(demoAccounts.manager, { ...riverside, role: 'full' });

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleArrivals', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(EMPTY));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No waiting areas yet.')).toBeInTheDocument();
    await expect(canvas.getByText('No schedules yet.')).toBeInTheDocument();
    await expect(canvas.getByText('No touchscreens yet.')).toBeInTheDocument();
    await expect(canvas.getByText('Add a touchscreen to share it.')).toBeInTheDocument();
    await expect(canvas.getByText('None yet.')).toBeInTheDocument();
  },
};

/** spec §8: the fetch failure for waiting areas. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleArrivals', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Waiting areas could not be fetched: Service unavailable',
    );
  },
};

/** Areas, schedules and a touchscreen; a new waiting area is added. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    const settings = structuredClone(FILLED);
    msw.use(
      graphql.query('ConsoleArrivals', () => HttpResponse.json({ data: { consoleArrivals: settings } })),
      graphql.mutation('SaveWaitingArea', ({ variables }) => {
        const input = variables.input as { name: string; instructions: string };
        settings.waitingAreas.push({ id: '3', ...input });
        return HttpResponse.json({ data: { saveWaitingArea: { id: '3', name: input.name } } });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Front desk kiosk' })).toBeInTheDocument();
    await expect(canvas.getByText('09:00–12:00')).toBeInTheDocument();
    const form = canvas.getByRole('form', { name: 'Waiting areas' });
    await userEvent.click(within(form).getByLabelText('Waiting area name'));
    await userEvent.paste('Garden room');
    await userEvent.click(within(form).getByLabelText('Instructions for patients'));
    await userEvent.paste('Through the garden.');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a waiting area' }));
    await expect(await canvas.findByRole('cell', { name: 'Garden room' })).toBeInTheDocument();
  },
};

const uniqueNameRefusal = graphql.mutation('SaveWaitingArea', () =>
  HttpResponse.json({
    errors: [
      {
        message: 'A waiting area with this name already exists.',
        extensions: { code: 'VALIDATION_FAILED', fields: { name: 'A waiting area with this name already exists.' } },
      },
    ],
  }),
);

/** spec §5 on the client: touchscreen name, 4-digit code, minutes early and late required. */
export const TouchscreenRules: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(FILLED));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const touchscreens = within(await within(canvasElement).findByRole('form', { name: 'Touchscreens' }));
    await userEvent.click(touchscreens.getByLabelText('Code (4 digits)'));
    await userEvent.paste('12a');
    await userEvent.click(touchscreens.getByRole('button', { name: 'Add a touchscreen' }));
    await expect(await touchscreens.findByText('The code must be exactly 4 digits.')).toBeInTheDocument();
    await expect(touchscreens.getByText('Enter a name.')).toBeInTheDocument();
    await expect(touchscreens.getByText('Enter how many minutes early a patient may check in.')).toBeInTheDocument();
  },
};

/** spec §5 on the client: a session may not start before the previous one of that staff member and day ends. */
export const ScheduleRules: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(FILLED));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const schedule = within(await within(canvasElement).findByRole('form', { name: 'Consulting staff schedules' }));
    await userEvent.selectOptions(schedule.getByLabelText('Consulting staff member'), 'EMIS-STF-2');
    await userEvent.selectOptions(schedule.getByLabelText('Day'), '2');
    await userEvent.click(schedule.getByLabelText('Start (HH:MM)'));
    await userEvent.paste('11:00');
    await userEvent.click(schedule.getByLabelText('End (HH:MM)'));
    await userEvent.paste('13:00');
    await userEvent.click(schedule.getByRole('button', { name: 'Add a schedule session' }));
    await expect(
      await schedule.findByText('The start cannot be before the end of the previous session.'),
    ).toBeInTheDocument();
    await expect(schedule.getByText('Choose a waiting area.')).toBeInTheDocument();
  },
};

/** The server's unique-name refusal lands on the field; the typed name stays. */
export const UniqueNameRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(FILLED), uniqueNameRefusal);
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const areas = within(await within(canvasElement).findByRole('form', { name: 'Waiting areas' }));
    await userEvent.click(areas.getByLabelText('Waiting area name'));
    await userEvent.paste('upstairs');
    await userEvent.click(areas.getByLabelText('Instructions for patients'));
    await userEvent.paste('x');
    await userEvent.click(areas.getByRole('button', { name: 'Add a waiting area' }));
    await expect(await areas.findByText('A waiting area with this name already exists.')).toBeInTheDocument();
    await expect(areas.getByLabelText('Waiting area name')).toHaveValue('upstairs');
  },
};

/** Touchscreen settings that change the kiosk: a lock needs a location, review needs a question; a saved one is sent. */
export const TouchscreenKioskSettings: Story = {
  beforeEach: ({ msw }) => {
    const settings = structuredClone(FILLED);
    msw.use(
      graphql.query('ConsoleArrivals', () => HttpResponse.json({ data: { consoleArrivals: settings } })),
      graphql.mutation('SaveTouchscreen', ({ variables }) => {
        const input = variables.input as Settings['touchscreens'][number];
        settings.touchscreens.push({
          ...input,
          id: '2',
          devices: 0,
          infoMessage: null,
          sharingCode: null,
          sharedWith: [],
        });
        return HttpResponse.json({ data: { saveTouchscreen: { id: '2', name: input.name } } });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Riverside Surgery (locked)' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: 'Blood pressure, Weight' })).toBeInTheDocument();
    const form = within(canvas.getByRole('form', { name: 'Touchscreens' }));
    await userEvent.click(form.getByLabelText('Touchscreen name'));
    await userEvent.paste('Hillview kiosk');
    await userEvent.click(form.getByLabelText('Code (4 digits)'));
    await userEvent.paste('1470');
    await userEvent.click(form.getByLabelText('Minutes early a patient may check in'));
    await userEvent.paste('30');
    await userEvent.click(form.getByLabelText('Minutes late a patient may check in'));
    await userEvent.paste('10');
    await userEvent.click(form.getByLabelText('Location lock (check in only appointments at this location)'));
    await userEvent.click(form.getByLabelText('Review responses (show the answers to the clinician)'));
    await userEvent.click(form.getByRole('button', { name: 'Add a touchscreen' }));
    await expect(await form.findByText('Choose a location to lock this touchscreen to.')).toBeInTheDocument();
    await expect(form.getByText('Add a question to review the responses to.')).toBeInTheDocument();
    await userEvent.selectOptions(form.getByLabelText('Location'), 'Hillview Branch');
    await userEvent.click(form.getByLabelText(/^Questionnaire after check-in/));
    await userEvent.paste('Are you a carer?');
    await userEvent.click(form.getByLabelText('Height'));
    await userEvent.click(form.getByRole('button', { name: 'Add a touchscreen' }));
    await expect(await canvas.findByRole('cell', { name: 'Hillview Branch (locked)' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: 'Height' })).toBeInTheDocument();
  },
};

/**
 * spec §3 sharing code and shared-with list: the owner sees its code and the organisations sharing the touchscreen,
 * generates a new code and removes an organisation; a code of the wrong length is refused on the client.
 */
export const TouchscreenSharing: Story = {
  beforeEach: ({ msw }) => {
    const settings = structuredClone(FILLED);
    msw.use(
      graphql.query('ConsoleArrivals', () => HttpResponse.json({ data: { consoleArrivals: settings } })),
      graphql.mutation('GenerateTouchscreenSharingCode', () => {
        settings.touchscreens[0]!.sharingCode = '7391046285';
        return HttpResponse.json({
          data: { generateTouchscreenSharingCode: { id: '1', name: 'Front desk kiosk', sharingCode: '7391046285' } },
        });
      }),
      graphql.mutation('RemoveTouchscreenShare', () => {
        settings.touchscreens[0]!.sharedWith = [];
        return HttpResponse.json({ data: { removeTouchscreenShare: { id: '1', name: 'Front desk kiosk' } } });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kiosk = within(await canvas.findByRole('listitem', { name: 'Front desk kiosk' }));
    await expect(kiosk.getByText('Sharing code: 4820173956')).toBeInTheDocument();
    await expect(kiosk.getByText('Hillview Medical Centre')).toBeInTheDocument();
    await expect(canvas.getByText('Atrium kiosk, of Parkside Surgery')).toBeInTheDocument();
    await userEvent.click(kiosk.getByRole('button', { name: 'Generate a new sharing code for Front desk kiosk' }));
    await expect(await kiosk.findByText('Sharing code: 7391046285')).toBeInTheDocument();
    await userEvent.click(kiosk.getByRole('button', { name: 'Remove Hillview Medical Centre from Front desk kiosk' }));
    await expect(await kiosk.findByText('Not shared with another organisation.')).toBeInTheDocument();
    const join = within(canvas.getByRole('form', { name: 'Use another organisation’s touchscreen' }));
    await userEvent.click(join.getByLabelText('Sharing code (10 digits)'));
    await userEvent.paste('12345');
    await userEvent.click(join.getByRole('button', { name: 'Join the touchscreen' }));
    await expect(await join.findByText('The sharing code must be exactly 10 digits.')).toBeInTheDocument();
  },
};

/** The server's refusal of a sharing code lands on the field, and the typed code stays. */
export const SharingCodeRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      listing(EMPTY),
      graphql.mutation('JoinSharedTouchscreen', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Validation failed',
              extensions: {
                code: 'VALIDATION_FAILED',
                fields: {
                  sharingCode:
                    'No touchscreen has this sharing code. Check the code with the practice that owns the touchscreen.',
                },
              },
            },
          ],
        }),
      ),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const join = within(
      await within(canvasElement).findByRole('form', { name: 'Use another organisation’s touchscreen' }),
    );
    await userEvent.click(join.getByLabelText('Sharing code (10 digits)'));
    await userEvent.paste('1234567890');
    await userEvent.click(join.getByRole('button', { name: 'Join the touchscreen' }));
    await expect(
      await join.findByText(
        'No touchscreen has this sharing code. Check the code with the practice that owns the touchscreen.',
      ),
    ).toBeInTheDocument();
    await expect(join.getByLabelText('Sharing code (10 digits)')).toHaveValue('1234567890');
  },
};
