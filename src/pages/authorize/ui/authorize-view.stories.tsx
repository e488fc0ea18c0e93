import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { AuthorizeView } from './authorize-view';

const meta = {
  title: 'pages/authorize/AuthorizeView',
  component: AuthorizeView,
  decorators: [withProviders('/authorize')],
  args: { state: { kind: 'starting' }, onRetry: fn(), onClose: fn() },
} satisfies Meta<typeof AuthorizeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the way to the Vision login helper (loading). */
export const Starting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Taking you to Vision to sign in…')).toBeInTheDocument();
  },
};

/** Back from the helper, linking (loading). */
export const Completing: Story = {
  args: { state: { kind: 'completing' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Linking your Vision account…')).toBeInTheDocument();
  },
};

export const Linked: Story = {
  args: { state: { kind: 'linked', visionUser: 'VIS-1234' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your Vision account VIS-1234 is linked. You can close this window.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Close window' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const AlreadyLinked: Story = {
  args: {
    state: {
      kind: 'failed',
      message:
        'Already linked Vision user: this Vision account is linked to another member of staff here. Sign in to Vision as yourself, or ask your practice manager.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Already linked Vision user: /);
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Expired: Story = {
  args: { state: { kind: 'failed', message: 'This Vision sign-in has expired. Start again from Vision.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This Vision sign-in has expired.');
  },
};
