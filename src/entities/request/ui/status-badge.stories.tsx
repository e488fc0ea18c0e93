import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { REQUEST_STATUSES } from '../model/labels';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'entities/request/StatusBadge',
  component: StatusBadge,
  args: { status: 'new_request' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status of spec §4, each in words. */
export const All: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {REQUEST_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['New request', 'Triaged', 'Waiting for patient', 'New response', 'Completed']) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};
