import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { REQUEST_PRIORITIES } from '../model/labels';
import { PriorityBadge } from './priority-badge';

const meta = {
  title: 'entities/request/PriorityBadge',
  component: PriorityBadge,
  args: { priority: 'urgent' },
} satisfies Meta<typeof PriorityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every priority of spec §4, most urgent first, each in words. */
export const All: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {REQUEST_PRIORITIES.map((priority) => (
        <PriorityBadge key={priority} priority={priority} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Urgent', 'Same day', 'Routine', 'Unprioritised']) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};
