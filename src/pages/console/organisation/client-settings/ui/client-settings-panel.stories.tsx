import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import {
  clientSettingsFixture,
  consoleOrganisationErrorHandlers,
  consoleOrganisationHandlers,
  consoleOrganisationLoadingHandlers,
  consoleOrganisationMockUrls,
} from '@/shared/mocks/console-organisation-handlers';
import { problem } from '@/shared/mocks/request-handlers';
import { ClientSettingsPanel } from './client-settings-panel';

const meta = {
  title: 'pages/console/organisation/client-settings/ClientSettingsPanel',
  component: ClientSettingsPanel,
  decorators: [withProviders('/', { dataRouter: true })],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof ClientSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationLoadingHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** Never saved: the defaults (1 hour, no minimum ages, guests allowed, email optional). */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationHandlers({ clientSettings: clientSettingsFixture({ minimum_patient_age: null }) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Hours' })).toBeChecked();
    await expect(canvas.getByLabelText('Number of minutes or hours')).toHaveValue('1');
    await expect(canvas.getAllByRole('radio', { name: 'None' })).toHaveLength(2);
    await expect(canvas.getByRole('checkbox', { name: /Allow guest use/ })).toBeChecked();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationErrorHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Response not successful: Received status code 500',
    );
  },
};

/** Filled: a shorter timeout and a higher minimum patient age are saved. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Minutes' }));
    const value = canvas.getByLabelText('Number of minutes or hours');
    await userEvent.clear(value);
    await userEvent.type(value, '5');
    const patientAge = canvas.getAllByLabelText('Age in years').at(-1)!;
    await userEvent.clear(patientAge);
    await userEvent.type(patientAge, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(canvas.getByLabelText('Number of minutes or hours')).toHaveValue('5');
  },
};

/** The rules of spec §5 and §9 on their fields; a server refusal keeps what was typed. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(consoleOrganisationMockUrls.CLIENT_SETTINGS, () =>
        problem(400, 'Enter a number of hours from 1 to 24', {
          code: 'VALIDATION_FAILED',
          fields: { 'inactivity_timeout.value': 'Enter a number of hours from 1 to 24' },
        }),
      ),
      ...consoleOrganisationHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = await canvas.findByLabelText('Number of minutes or hours');
    await userEvent.click(canvas.getByRole('radio', { name: 'Minutes' }));
    await userEvent.clear(value);
    await userEvent.type(value, '90');
    const userAge = canvas.getAllByRole('radio', { name: 'Set an age' })[0]!;
    await userEvent.click(userAge);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a number of minutes from 1 to 59')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the minimum age for users from 1 to 120, or choose none')).toBeInTheDocument();
    // the server's refusal lands on its field and the typed value stays
    await userEvent.click(canvas.getByRole('radio', { name: 'Hours' }));
    await userEvent.clear(value);
    await userEvent.type(value, '2');
    await userEvent.click(canvas.getAllByRole('radio', { name: 'None' })[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // on the field and in the save bar
    await waitFor(() => expect(canvas.getAllByText('Enter a number of hours from 1 to 24').length).toBeGreaterThan(0));
    await expect(value).toHaveValue('2');
  },
};
