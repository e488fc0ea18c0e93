import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { ConnectionBadgeView } from './connection-badge-view';

const meta = {
  title: 'features/desktop-connection/ConnectionBadgeView',
  component: ConnectionBadgeView,
  args: { status: 'Connected' },
} satisfies Meta<typeof ConnectionBadgeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host is still connecting to the clinical system. */
export const Loading: Story = {
  args: { status: 'Connecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('connecting');
  },
};

/** Clinical integration is switched off for this practice. */
export const Empty: Story = {
  args: { status: 'Disabled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Disabled');
  },
};

export const Error: Story = {
  args: { status: 'Disconnected' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('status');
    await expect(badge).toHaveTextContent('Disconnected');
    await expect(badge.className).toContain('bg-[#d5281b]');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('status');
    await expect(badge).toHaveTextContent('connected');
    await expect(badge).toHaveAccessibleName('Clinical system connection: connected');
    await expect(badge.className).toContain('bg-[#007f3b]');
  },
};
