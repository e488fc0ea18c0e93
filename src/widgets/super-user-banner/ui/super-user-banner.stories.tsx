import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import { storage } from '@/shared/lib/storage';
import { SuperUserBanner } from './super-user-banner';

const meta = {
  title: 'widgets/super-user-banner/SuperUserBanner',
  component: SuperUserBanner,
  decorators: [withProviders('/full/management-console', { dataRouter: true })],
} satisfies Meta<typeof SuperUserBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a staff member (not a super user) sees no banner. */
export const Empty: Story = {
  beforeEach: () => signInAs(demoAccounts.clinician, riverside),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('super-user-banner')).toBeNull();
  },
};

/** Filled: a super user acting for Riverside exits back to their own view. */
export const Filled: Story = {
  beforeEach: () => signInAs(demoAccounts.super, { ...riverside, role: 'super' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are acting for Riverside Medical Centre as a super user')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Exit to your own view' }));
    await expect(storage.get('organisation')).toBeNull();
    await expect(canvas.queryByTestId('super-user-banner')).toBeNull();
  },
};
