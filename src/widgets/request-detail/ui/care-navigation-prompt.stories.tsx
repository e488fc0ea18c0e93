import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { requestDetailFixture } from '@/shared/mocks/fixtures/requests';
import { CareNavigationPrompt } from './care-navigation-prompt';

const suggested = requestDetailFixture({
  priority: 'unprioritised',
  care_navigation: { pool_id: 4, pool_name: 'Prescriptions', priority: 'routine', ignored: false },
});

const meta = {
  title: 'widgets/request-detail/CareNavigationPrompt',
  component: CareNavigationPrompt,
  decorators: [withProviders()],
  args: { request: suggested, disabled: false, onAction: fn(async () => true) },
} satisfies Meta<typeof CareNavigationPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An action on the request is on its way (or a colleague holds its lock): the choices wait. */
export const Loading: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Apply suggestion' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Ignore' })).toBeDisabled();
  },
};

/** No rule matched, or the suggestion was dealt with: nothing is shown. */
export const Empty: Story = {
  args: {
    request: requestDetailFixture({
      care_navigation: { pool_id: 4, pool_name: 'Prescriptions', priority: 'routine', ignored: true },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Care navigation suggestion' })).toBeNull();
  },
};

/** Applying is refused (the group has gone): the suggestion stays for another choice. */
export const Error: Story = {
  args: { onAction: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply suggestion' }));
    await expect(args.onAction).toHaveBeenCalled();
    await expect(canvas.getByRole('region', { name: 'Care navigation suggestion' })).toBeInTheDocument();
  },
};

/** The suggested group and priority, and the two choices: apply or ignore. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Care navigation suggestion' })).toHaveTextContent(
      'A care navigation rule suggests Prescriptions with priority Routine.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ignore' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      { action: 'care_navigation', decision: 'ignore' },
      'Suggestion ignored.',
    );
  },
};
