import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { MobileArrivalSettingsQuery } from '@/shared/api';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { MobileArrivalPanel } from './mobile-arrival-panel';

type Settings = MobileArrivalSettingsQuery['mobileArrivalSettings'];

const EMPTY: Settings = { enabled: false, infoMessage: null, mapTilesUrl: null, locations: [] };
const FILLED: Settings = {
  enabled: true,
  infoMessage: 'Tap the button when you are in the car park or the waiting room.',
  mapTilesUrl: null,
  locations: [
    {
      id: '1',
      appointmentLocation: 'Main surgery',
      latitude: 51.5007,
      longitude: -0.1246,
      distanceMetres: 150,
    },
    { id: '2', appointmentLocation: 'Riverside branch', latitude: 51.51, longitude: -0.13, distanceMetres: 100 },
  ],
};

const listing = (settings: Settings) =>
  graphql.query('MobileArrivalSettings', () => HttpResponse.json({ data: { mobileArrivalSettings: settings } }));

const meta = {
  title: 'pages/console/mobile-arrival/MobileArrivalPanel',
  component: MobileArrivalPanel,
  args: { wcmsId: riverside.wcmsId },
  decorators: [withProviders('/full/management-console/mobile-arrival', { dataRouter: true })],
} satisfies Meta<typeof MobileArrivalPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = () => signInAs(demoAccounts.manager, { ...riverside, role: 'full' });

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('MobileArrivalSettings', async () => {
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

/** Never saved: off, no message, no location; turning it on without a location is refused. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(EMPTY));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No practice location yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: /check in from their phone/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /check in from their phone/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Add the practice location.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('MobileArrivalSettings', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Mobile arrival settings could not be loaded: Service unavailable',
    );
  },
};

/** Two branches; a click on the map moves the first branch's practice location, and the settings are saved. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    let settings = structuredClone(FILLED);
    msw.use(
      graphql.query('MobileArrivalSettings', () => HttpResponse.json({ data: { mobileArrivalSettings: settings } })),
      graphql.mutation('SaveMobileArrivalSettings', ({ variables }) => {
        const input = variables.input as Omit<Settings, 'mapTilesUrl' | 'locations'> & {
          locations: Omit<Settings['locations'][number], 'id'>[];
        };
        settings = { ...input, mapTilesUrl: null, locations: input.locations.map((l, i) => ({ ...l, id: String(i) })) };
        return HttpResponse.json({ data: { saveMobileArrivalSettings: settings } });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Main surgery')).toBeInTheDocument();
    await expect(canvas.getAllByLabelText('Latitude')[0]).toHaveValue('51.5007');
    const map = canvas.getByRole('button', { name: /Map of location 1/ });
    // the arrow key moves the marker north: a larger latitude, the same longitude
    map.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(Number((canvas.getAllByLabelText('Latitude')[0] as HTMLInputElement).value)).toBeGreaterThan(51.5007),
    );
    await expect(canvas.getAllByLabelText('Longitude')[0]).toHaveValue('-0.1246');
    fireEvent.click(map, { clientX: 10, clientY: 10, detail: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // saved: nothing left unsaved, and the form shows what the server holds
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(canvas.getAllByLabelText('Latitude')[0]).not.toHaveValue('51.5007');
  },
};

/** spec §5 on the fields: message under 500, position and distance required, appointment locations unique. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(FILLED));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Main surgery');
    const message = canvas.getByLabelText('Message on the patient’s phone');
    await userEvent.clear(message);
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(500));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a practice location' }));
    const third = canvas.getAllByLabelText('Appointment location')[2]!;
    await userEvent.type(third, 'main SURGERY');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The message must be under 500 characters.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter a latitude from -90 to 90.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the arrive-within distance.')).toBeInTheDocument();
    await expect(canvas.getByText('Another branch already has this appointment location.')).toBeInTheDocument();
    await expect(third).toHaveValue('main SURGERY');
  },
};

/** With a tiles URL the map draws tiles from it. */
export const WithMapTiles: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing({ ...FILLED, mapTilesUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' }));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Main surgery');
    const map = canvas.getByRole('button', { name: /Map of location 1/ });
    const tile = map.querySelector('img')!;
    await expect(tile.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\.org\/16\/\d+\/\d+\.png$/);
    await expect(canvas.getAllByText('Map tiles: tiles.example.org')).toHaveLength(2);
  },
};
