import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'pages/system/error/NotFoundPage',
  component: NotFoundPage,
  decorators: [
    withProviders('/nowhere'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  },
};
