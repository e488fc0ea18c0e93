import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CoveringCardView } from './covering-card';

const groups = [
  { id: 1, name: 'Incoming requests', kind: 'incoming' as const, covered: true },
  { id: 3, name: 'Clinicians', kind: 'group' as const, covered: false },
  { id: 2, name: 'Reception', kind: 'group' as const, covered: true },
  { id: 9, name: 'Unattached items', kind: 'unattached' as const, covered: false },
];

const meta = {
  title: 'pages/user-account/CoveringCardView',
  component: CoveringCardView,
  args: {
    organisationName: 'Riverside Medical Centre',
    groups,
    loading: false,
    error: null,
    saving: false,
    saveError: null,
    onRetry: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof CoveringCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { groups: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This organisation has no groups to cover.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { groups: undefined, error: 'You do not have access to this page' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You do not have access to this page')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Reception' })).toBeChecked();
    const unattached = canvas.getByRole('checkbox', { name: 'Unattached items' });
    await expect(unattached).not.toBeChecked();
    await expect(unattached).toHaveAccessibleDescription(/You can send them again/);
    await userEvent.click(unattached);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Reception' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save covering' }));
    await expect(args.onSave).toHaveBeenCalledWith([1, 9]);
  },
};

/** A failed save says why and keeps the ticks as they were left. */
export const SaveFailed: Story = {
  args: { saveError: 'Choose groups of this organisation that are still available.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your covering could not be saved: Choose groups of this organisation that are still available.',
    );
  },
};
