import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import { MessagesListPage } from './messages-list-page';

const meta = {
  title: 'pages/messages/list/MessagesListPage',
  component: MessagesListPage,
  decorators: [
    withProviders('/full/messages/list'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof MessagesListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox is not built yet: the page says so plainly and shows no requests. */
export const Empty: Story = {
  beforeEach: () => signInAs(demoAccounts.reception, riverside),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Requests');
    await expect(canvas.getByText('The inbox is not available yet')).toBeInTheDocument();
    await expect(canvas.getByText('Riverside Medical Centre')).toBeInTheDocument();
  },
};

/** A member of two organisations can switch from the page header. */
export const WithOrganisationSwitch: Story = {
  beforeEach: () => signInAs(demoAccounts.manager, { ...riverside, role: 'full' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Organisation' })).toHaveTextContent(
      'Riverside Medical Centre',
    );
  },
};
