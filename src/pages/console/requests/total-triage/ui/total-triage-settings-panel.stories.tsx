import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { TotalTriageSettingsPanel } from './total-triage-settings-panel';

const EMPTY = { available: true, enabled: true, minimumPatientAge: null, preferences: [] };
const FILLED = {
  available: true,
  enabled: true,
  minimumPatientAge: 5,
  preferences: [
    { text: 'Call back in the morning', requestType: 'both' },
    { text: 'Collect from the pharmacy', requestType: 'admin' },
  ],
};
const settings = (value: object) =>
  graphql.query('TotalTriageConsoleSettings', () => HttpResponse.json({ data: { totalTriageConsoleSettings: value } }));

const meta = {
  title: 'pages/console/requests/total-triage/TotalTriageSettingsPanel',
  component: TotalTriageSettingsPanel,
  args: { wcmsId: '1001' },
  decorators: [withProviders('/full/management-console/total-triage', { dataRouter: true })],
} satisfies Meta<typeof TotalTriageSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('TotalTriageConsoleSettings', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('loading...')).toBeInTheDocument();
  },
};

/** On, no minimum age, no preferences. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(settings(EMPTY));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Total triage is on' })).toBeChecked();
    await expect(canvas.getByText('No preferences yet.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('TotalTriageConsoleSettings', () =>
        HttpResponse.json({ errors: [{ message: 'Service unavailable' }] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(settings(FILLED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Minimum patient age in years (leave empty for none)')).toHaveValue('5');
    await expect(canvas.getByLabelText('Preference 1')).toHaveValue('Call back in the morning');
    await expect(canvas.getByLabelText('Request type for preference 2')).toHaveValue('admin');
  },
};

/** Not sold to the organisation: the switch cannot be turned on. */
export const NotAvailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(settings({ ...EMPTY, available: false, enabled: false }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Total triage is not enabled for this organisation: ask Carebridge to turn it on.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Total triage is on' })).toBeDisabled();
  },
};

/** A minimum age out of range and a preference over 50 characters: each message on its field, the typed values stay. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(settings(FILLED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const age = await canvas.findByLabelText('Minimum patient age in years (leave empty for none)');
    await userEvent.clear(age);
    await userEvent.type(age, '130');
    const first = canvas.getByLabelText('Preference 1');
    await userEvent.clear(first);
    await userEvent.type(first, 'x'.repeat(51));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a preference' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Enter the minimum age for patients from 1 to 120, or choose none'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Enter a preference of 50 characters or fewer')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the preference')).toBeInTheDocument();
    await expect(age).toHaveValue('130');
  },
};
