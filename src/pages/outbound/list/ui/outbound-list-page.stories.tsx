import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { OUTBOUND_STATES } from '@/entities/outbound';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import { outboundItemsFixture } from '@/shared/mocks/fixtures/outbound';
import { outboundHandlers, outboundLoadingHandlers, outboundMockUrls } from '@/shared/mocks/outbound-handlers';
import { problem } from '@/shared/mocks/request-handlers';
import { OutboundListPage } from './outbound-list-page';

const meta = {
  title: 'pages/outbound/list/OutboundListPage',
  component: OutboundListPage,
  decorators: [
    withProviders('/full/outbound/list'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof OutboundListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...outboundLoadingHandlers);
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading outbound messages...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...outboundHandlers([]));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No outbound messages match')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(outboundMockUrls.LIST, () => problem(403, 'Outbound messages are not enabled for this organisation')),
    );
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Outbound messages are not enabled for this organisation',
    );
  },
};

/** One message in each delivery state of spec §4. */
export const EveryDeliveryState: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...outboundHandlers(outboundItemsFixture(OUTBOUND_STATES)));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByTestId('outbound-item');
    await expect(items.map((i) => i.dataset.state)).toEqual([...OUTBOUND_STATES]);
    await expect(canvas.getByText('Partially delivered', { selector: '[data-slot=badge]' })).toBeInTheDocument();
  },
};

/** Opening a pending message and cancelling it. */
export const CancelPending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...outboundHandlers(outboundItemsFixture(['pending'])));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open message to Eleanor Whitfield' }));
    const detail = await canvas.findByTestId('outbound-detail');
    await expect(detail.dataset.state).toBe('pending');
    await userEvent.click(within(detail).getByRole('button', { name: 'Cancel message' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await expect(
      await canvas.findByText('Cancelled', { selector: '[data-testid=outbound-detail] *' }),
    ).toBeInTheDocument();
  },
};

/** A read message: cancel is refused with the server's words. */
/** Every recipient's delivery is final (here: read): there is nothing left to cancel, so Cancel is not offered. */
export const SettledNotCancellable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...outboundHandlers(outboundItemsFixture(['read'])));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open message to Eleanor Whitfield' }));
    const detail = await canvas.findByTestId('outbound-detail');
    await expect(detail).toHaveAttribute('data-state', 'read');
    await expect(within(detail).queryByRole('button', { name: 'Cancel message' })).toBeNull();
  },
};
