import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'shared/ui/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('Nothing to show yet');
  },
};

export const NoMessages: Story = {
  args: {
    title: 'No messages from patients',
    description: 'Messages that patients send through the NHS App appear here.',
  },
};

export const WithAction: StoryObj<{ onCreate: () => void }> = {
  args: { onCreate: fn() },
  render: ({ onCreate }) => (
    <EmptyState
      title="No appointments on this day"
      description="Clinics are not set up for Saturday 8 March."
      action={<Button onClick={onCreate}>Set up a clinic</Button>}
    />
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Set up a clinic' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const NoSearchResults: Story = {
  args: {
    icon: null,
    headingLevel: 3,
    title: 'No patients match “Okafer”',
    description: 'Check the spelling or search by NHS number.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(/No patients match/);
  },
};
