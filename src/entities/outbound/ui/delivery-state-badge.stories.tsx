import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { OUTBOUND_STATES } from '../model/labels';
import { DeliveryStateBadge } from './delivery-state-badge';

const meta = {
  title: 'entities/outbound/DeliveryStateBadge',
  component: DeliveryStateBadge,
  args: { state: 'pending' },
} satisfies Meta<typeof DeliveryStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every delivery state of spec §4 (plus delivered), each in words. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {OUTBOUND_STATES.map((state) => (
        <DeliveryStateBadge key={state} state={state} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      'Pending',
      'Queued',
      'Sent',
      'Delivered',
      'Failed',
      'Partially delivered',
      'Cancelled',
      'Read',
    ]) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};

export const Pending: Story = { args: { state: 'pending' } };
export const Queued: Story = { args: { state: 'queued' } };
export const Sent: Story = { args: { state: 'sent' } };
export const Delivered: Story = { args: { state: 'delivered' } };
export const Failed: Story = { args: { state: 'failed' } };
export const Partial: Story = { args: { state: 'partial' } };
export const Cancelled: Story = { args: { state: 'cancelled' } };
export const Read: Story = { args: { state: 'read' } };
