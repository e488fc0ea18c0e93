import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnattachedItemsView } from './unattached-items-view';

const item = {
  taskId: '41',
  messageId: '12',
  wcmsId: '1001',
  type: 'retry' as const,
  title: 'Online consultation RQ-000012: Rash on both arms',
  attempts: 3,
  lastError: 'No Patient found for NHSNumber 9434765919',
  nhsInvalid: false,
  failedAt: '2026-03-02T09:00:00Z',
};

const meta = {
  title: 'pages/unattached-items/UnattachedItemsView',
  component: UnattachedItemsView,
  args: {
    organisationName: 'Riverside Medical Centre',
    items: [item],
    loading: false,
    error: null,
    canSend: true,
    canRemove: true,
    busyTaskId: null,
    onSend: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof UnattachedItemsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { items: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading unattached items…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no unattached items for this organisation.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { items: undefined, error: 'You do not have access to this page' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have access to this page');
  },
};

export const Filled: Story = {
  args: {
    items: [
      item,
      { ...item, taskId: '42', messageId: '77', type: 'outbound', title: 'Questionnaire', nhsInvalid: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: item.title })).toHaveAttribute('href', '/full/request/12/full');
    await expect(canvas.getByText('(NHS number not found)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${item.title}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(item);
    await userEvent.click(canvas.getByRole('button', { name: `Send ${item.title}` }));
    await expect(args.onSend).toHaveBeenCalledWith(item);
  },
};

/** A cover who is not a super user: sends, cannot remove. */
export const CoverOnly: Story = {
  args: { canRemove: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Send ${item.title}` })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: `Remove ${item.title}` })).toBeNull();
  },
};

/** A super user who does not cover the group: removes, cannot send. */
export const SuperUserNotCover: Story = {
  args: { canSend: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Only staff who cover the Unattached items group can send them again.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Send ${item.title}` })).toBeNull();
  },
};

/** While one item is sending, its button says so and the others wait. */
export const Sending: Story = {
  args: { busyTaskId: item.taskId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};
