import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequestLockBanner } from './request-lock-banner';

const meta = {
  title: 'widgets/request-detail/RequestLockBanner',
  component: RequestLockBanner,
  args: { state: { kind: 'held' }, onOverride: fn(), onRetry: fn() },
} satisfies Meta<typeof RequestLockBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lock is being taken: nothing to say yet. */
export const Loading: Story = {
  args: { state: { kind: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('lock-banner')).toBeNull();
  },
};

/** The lock is ours: no banner. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('lock-banner')).toBeNull();
  },
};

export const Error: Story = {
  args: { state: { kind: 'failed', message: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('lock-banner')).toHaveTextContent(
      'Sorry, we were unable to lock this message, please try again later',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Another user has it open: who, and an override. */
export const Filled: Story = {
  args: { state: { kind: 'other', username: 'Tom Hughes' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('lock-banner')).toHaveTextContent('Tom Hughes has this request open.');
    await userEvent.click(canvas.getByRole('button', { name: 'Take over' }));
    await expect(args.onOverride).toHaveBeenCalled();
  },
};
