import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { ErrorPage } from './error-page';

const meta = {
  title: 'pages/system/error/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2, §8: title, support link and the way back to the inbox. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry, a problem was encountered.');
    await expect(canvas.getByRole('link', { name: 'Back to requests' })).toHaveAttribute('href', '/full/messages/list');
    await expect(canvas.getByRole('link', { name: 'Contact Carebridge support' })).toHaveAttribute(
      'href',
      'mailto:support@carebridge.nhs.uk',
    );
  },
};
