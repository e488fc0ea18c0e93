import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { Field, FieldControl, FieldLabel } from './field';
import { Textarea } from './textarea';

const meta = {
  title: 'shared/ui/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="destructive">Cancel appointment</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this appointment?</DialogTitle>
          <DialogDescription>Mrs Okafor will get a text telling her it has been cancelled.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep appointment</Button>
          </DialogClose>
          <Button variant="destructive">Cancel appointment</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel appointment' });

    await step('opens on click and moves focus into the dialog', async () => {
      await userEvent.click(trigger);
      const dialog = await page.findByRole('dialog', { name: 'Cancel this appointment?' });
      await expect(dialog).toHaveAccessibleDescription('Mrs Okafor will get a text telling her it has been cancelled.');
      await waitFor(() => expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement));
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });

    await step('closes with Escape and gives focus back to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });

    await step('the labelled close button closes it too', async () => {
      await userEvent.click(trigger);
      const dialog = await page.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

export const WithForm: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Add note</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a note</DialogTitle>
          <DialogDescription>Notes are visible to everyone at the practice.</DialogDescription>
        </DialogHeader>
        <Field>
          <FieldLabel>Note</FieldLabel>
          <FieldControl>
            <Textarea />
          </FieldControl>
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save note</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add a note' });
    // Tab stays inside the dialog (focus trap)
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
  },
};
