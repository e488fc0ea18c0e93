import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { NoAccessPage } from './no-access-page';

const meta = {
  title: 'pages/system/no-access/NoAccessPage',
  component: NoAccessPage,
  decorators: [
    withProviders('/full/messages/list'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof NoAccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §8: the 401 page reads 'You do not have access to this page'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('You do not have access to this page');
    await expect(canvas.getByRole('link', { name: 'Back to requests' })).toHaveAttribute('href', '/full/messages/list');
  },
};

/** A super user acting for an organisation, on the requests area: offered the console instead. */
export const SuperRole: Story = {
  args: { superRole: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to the management console' })).toHaveAttribute(
      'href',
      '/full/management-console',
    );
  },
};
