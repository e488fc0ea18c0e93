import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { CheckIcon } from './icons';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

const meta = {
  title: 'shared/ui/Tooltip',
  component: Tooltip,
  render: (args) => (
    <div className="p-12">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button size="icon" variant="outline" aria-label="Mark as reviewed">
            <CheckIcon />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Mark as reviewed</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Mark as reviewed' });

    await step('appears on hover after the 100 ms delay', async () => {
      await userEvent.hover(trigger);
      // not instantly: the spec's enter delay applies
      await expect(page.queryByRole('tooltip')).toBeNull();
      await expect(await page.findByRole('tooltip')).toHaveTextContent('Mark as reviewed');
    });

    await step('Escape dismisses it', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
      await userEvent.unhover(trigger);
    });
  },
};

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Mark as reviewed' })).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Mark as reviewed');
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };
