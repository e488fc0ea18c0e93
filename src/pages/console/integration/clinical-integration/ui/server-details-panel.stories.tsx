import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { ServerDetailsPanel } from './server-details-panel';

const SAVED = {
  ip: '10.0.0.12',
  database: 'VISION',
  gatewayHost: 'gateway.riverside.local',
  port: 1433,
  server: 'SQL01',
  siteCode: 'RIV01',
  username: 'carebridge',
  passwordSet: true,
  apiPasswordSet: true,
};

const answer = (details: typeof SAVED | null) => [
  graphql.query('ClinicalServerDetails', () => HttpResponse.json({ data: { clinicalServerDetails: details } })),
  graphql.mutation('UpdateClinicalServerDetails', ({ variables }) => {
    const { password, apiPassword, ...rest } = variables.input as Record<string, unknown>;
    return HttpResponse.json({
      data: {
        updateClinicalServerDetails: {
          ...rest,
          passwordSet: Boolean(password) || (details?.passwordSet ?? false),
          apiPasswordSet: Boolean(apiPassword) || (details?.apiPasswordSet ?? false),
        },
      },
    });
  }),
];

const meta = {
  title: 'pages/console/integration/clinical-integration/ServerDetailsPanel',
  component: ServerDetailsPanel,
  decorators: [withProviders('/full/management-console/clinical-integration', { dataRouter: true })],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof ServerDetailsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ClinicalServerDetails', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** Never saved: everything is required, the secrets too. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...answer(null));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('IP address')).toHaveValue('');
    await expect(canvas.getAllByText('Not set yet.')).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText('IP address'), '10.0.0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter an IP address like 10.0.0.12')).toBeInTheDocument();
    await expect(canvas.getAllByText('Enter this server detail').length).toBeGreaterThanOrEqual(7);
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ClinicalServerDetails', () =>
        HttpResponse.json({ errors: [{ message: 'Server details could not be loaded' }] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Server details could not be loaded',
    );
  },
};

/** Filled: the secrets show only as set; a new password is typed and saved, and the field empties again. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...answer(SAVED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('IP address')).toHaveValue('10.0.0.12'));
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveValue('');
    await expect(canvas.getAllByText(/A value is set/)).toHaveLength(2);
    await userEvent.type(password, 'a-new-server-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(password).toHaveValue('');
  },
};
