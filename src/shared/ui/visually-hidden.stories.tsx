import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { CloseIcon } from './icons';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'shared/ui/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named by hidden text. */
export const NamesAnIconButton: Story = {
  render: () => (
    <Button size="icon" variant="outline">
      <CloseIcon />
      <VisuallyHidden>Dismiss notification</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
  },
};

/** A skip link: hidden until it receives keyboard focus. */
export const FocusableSkipLink: Story = {
  render: () => (
    <div>
      <VisuallyHidden asChild focusable>
        <a href="#main-content">Skip to main content</a>
      </VisuallyHidden>
      <p>Page header…</p>
      <main id="main-content" tabIndex={-1}>
        Main content
      </main>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};
