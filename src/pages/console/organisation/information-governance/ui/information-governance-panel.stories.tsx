import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { InformationGovernancePanel } from './information-governance-panel';

const DEFAULTS = {
  wcmsId: '1001',
  client: { value: 8, unit: 'years' },
  consult: { value: 8, unit: 'years' },
};

type Input = { client: { value: number; unit: string }; consult: { value: number; unit: string } };
const DAYS = { days: 1, months: 30, years: 365 } as Record<string, number>;

/** The preview counts more the shorter the client retention: 3 requests under 100 days, none above. */
const answer = (saved = DEFAULTS) => [
  graphql.query('InformationGovernance', () => HttpResponse.json({ data: { informationGovernance: saved } })),
  graphql.query('RetentionDeletionPreview', ({ variables }) => {
    const input = variables.input as Input;
    const shortened = input.client.value * DAYS[input.client.unit]! < 100;
    return HttpResponse.json({
      data: { retentionDeletionPreview: { requests: shortened ? 3 : 0, consults: shortened ? 1 : 0 } },
    });
  }),
  graphql.mutation('UpdateInformationGovernance', ({ variables }) =>
    HttpResponse.json({ data: { updateInformationGovernance: { wcmsId: '1001', ...(variables.input as Input) } } }),
  ),
];

const meta = {
  title: 'pages/console/organisation/information-governance/InformationGovernancePanel',
  component: InformationGovernancePanel,
  decorators: [withProviders('/full/management-console/information-governance', { dataRouter: true })],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof InformationGovernancePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('InformationGovernance', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** Never saved: the defaults (8 years each), and nothing for the next run to delete. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...answer());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [client] = await canvas.findAllByLabelText('Number');
    await expect(client).toHaveValue('8');
    await expect(canvas.getAllByLabelText('Unit')[0]).toHaveValue('years');
    await expect(await canvas.findByText(/deletes 0 completed requests and 0 video consultations/)).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('InformationGovernance', () =>
        HttpResponse.json({ errors: [{ message: 'Information governance settings could not be loaded' }] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Information governance settings could not be loaded',
    );
  },
};

/** Filled: the manager shortens the client retention, sees what the next run would delete, and saves. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...answer({ ...DEFAULTS, client: { value: 2, unit: 'years' }, consult: { value: 1, unit: 'years' } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [client, consult] = await canvas.findAllByLabelText('Number');
    await waitFor(() => expect(client).toHaveValue('2'));
    await userEvent.clear(consult!);
    await userEvent.type(consult!, '30');
    await userEvent.selectOptions(canvas.getAllByLabelText('Unit')[1]!, 'days');
    await userEvent.clear(client!);
    await userEvent.type(client!, '90');
    await userEvent.selectOptions(canvas.getAllByLabelText('Unit')[0]!, 'days');
    await expect(await canvas.findByText(/deletes 3 completed requests and 1 video consultations/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(client).toHaveValue('90');
  },
};

/** spec §5: the number is required and at most 500; client cannot be shorter than consult. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...answer());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [client, consult] = await canvas.findAllByLabelText('Number');
    await userEvent.clear(consult!);
    await userEvent.type(consult!, '501');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Enter the consult retention, a whole number from 1 to 500'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Correct the retention to see what the next run would delete.')).toBeInTheDocument();
    await userEvent.clear(consult!);
    await userEvent.type(consult!, '8');
    await userEvent.clear(client!);
    await userEvent.type(client!, '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Client retention cannot be shorter than consult retention'),
    ).toBeInTheDocument();
    // what was typed stays
    await expect(client).toHaveValue('7');
  },
};
