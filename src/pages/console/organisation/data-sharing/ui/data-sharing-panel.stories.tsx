import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import type { Agreement } from '../api/data-sharing';
import { DataSharingPanel } from './data-sharing-panel';

const meta = {
  title: 'pages/console/organisation/data-sharing/DataSharingPanel',
  component: DataSharingPanel,
  decorators: [withProviders('/', { dataRouter: true })],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof DataSharingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const base = {
  proposerWcmsId: '1001',
  proposerName: 'Riverside Medical Centre',
  recipientWcmsId: '1002',
  recipientName: 'Hillview Surgery',
  proposedBy: 'Grace Adeyemi',
  proposedAt: '2026-03-02T09:00:00Z',
  decidedBy: null,
  decidedAt: null,
  endedBy: null,
  endedAt: null,
  canAccept: false,
  canRefuse: false,
  canEnd: true,
};
const OUTGOING: Agreement = {
  ...base,
  id: '1',
  side: 'proposer',
  status: 'accepted',
  decidedBy: 'Ruth Evans',
  decidedAt: '2026-03-02T10:00:00Z',
};
const INCOMING: Agreement = {
  ...base,
  id: '2',
  side: 'recipient',
  status: 'proposed',
  proposerWcmsId: '1003',
  proposerName: 'Valley Health Centre',
  recipientWcmsId: '1001',
  recipientName: 'Riverside Medical Centre',
  proposedBy: 'Dan Price',
  canAccept: true,
  canRefuse: true,
};

const listing = (agreements: Agreement[]) =>
  graphql.query('ConsoleDataSharingAgreements', () =>
    HttpResponse.json({ data: { consoleDataSharingAgreements: agreements } }),
  );

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleDataSharingAgreements', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** No agreement yet: the empty table and the proposal form. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data sharing agreements yet.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Organisation id')).toHaveValue('');
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleDataSharingAgreements', () =>
        HttpResponse.json({ errors: [{ message: 'Service unavailable' }] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** One agreement this practice proposed (accepted), one proposed to it: it accepts that one. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    let incoming = INCOMING;
    msw.use(
      graphql.query('ConsoleDataSharingAgreements', () =>
        HttpResponse.json({ data: { consoleDataSharingAgreements: [OUTGOING, incoming] } }),
      ),
      graphql.mutation('DecideDataSharingAgreement', () => {
        incoming = {
          ...incoming,
          status: 'accepted',
          decidedBy: 'Grace Adeyemi',
          decidedAt: '2026-03-02T11:00:00Z',
          canAccept: false,
          canRefuse: false,
        };
        return HttpResponse.json({ data: { decideDataSharingAgreement: { id: '2', status: 'accepted' } } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Data sharing agreements of this organisation' });
    await expect(table).toHaveTextContent('We share with Hillview Surgery');
    await expect(table).toHaveTextContent('Valley Health Centre shares with us');
    await expect(table).toHaveTextContent('Accepted by Ruth Evans');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the agreement with Valley Health Centre' }));
    await waitFor(() =>
      expect(
        canvas.queryByRole('button', { name: 'Accept the agreement with Valley Health Centre' }),
      ).not.toBeInTheDocument(),
    );
    await expect(table).toHaveTextContent('Accepted by Grace Adeyemi');
  },
};

/** A proposal the browser refuses (not digits), then one the server refuses: its words on the field, the text kept. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      listing([]),
      graphql.mutation('ProposeDataSharingAgreement', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'There is no organisation with this id.',
              extensions: {
                code: 'VALIDATION_FAILED',
                fields: { recipientWcmsId: 'There is no organisation with this id.' },
              },
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Organisation id');
    await userEvent.click(canvas.getByRole('button', { name: 'Propose' }));
    await expect(
      await canvas.findByText('Enter the id of the organisation to share requests with'),
    ).toBeInTheDocument();
    await userEvent.type(input, '9999');
    await userEvent.click(canvas.getByRole('button', { name: 'Propose' }));
    await expect(await canvas.findByText('There is no organisation with this id.')).toBeInTheDocument();
    await expect(input).toHaveValue('9999');
  },
};
