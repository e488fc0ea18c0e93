import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { ConsoleHome } from './console-home';

function Console() {
  return (
    <Routes>
      <Route path="/full/management-console" element={<ConsoleHome />}>
        <Route path="two-factor-authentication" element={<p>Two-factor panel</p>} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'pages/console/home/ConsoleHome',
  component: Console,
  decorators: [withProviders('/full/management-console')],
} satisfies Meta<typeof Console>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full-role manager: the section list, and a section opens beside it. */
export const Filled: Story = {
  beforeEach: () => signInAs(demoAccounts.manager, { ...riverside, role: 'full' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Management console' })).toBeInTheDocument();
    await expect(canvas.getByText('Choose a section to change its settings.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Two-factor authentication' }));
    await expect(await canvas.findByText('Two-factor panel')).toBeInTheDocument();
  },
};

/** No section chosen yet. */
export const Empty: Story = {
  beforeEach: () => signInAs(demoAccounts.reception, riverside),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a section to change its settings.')).toBeInTheDocument();
  },
};

/** Role no (a clinician) may not open the console (spec §6). */
export const NoAccess: Story = {
  beforeEach: () => signInAs(demoAccounts.clinician, { ...riverside, role: 'no' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have access to this page');
  },
};
