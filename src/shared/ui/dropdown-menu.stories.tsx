import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu';

type ActionsMenuProps = { onView: () => void; onMessage: () => void; onRemove: () => void };

function ActionsMenu({ onView, onMessage, onRemove }: ActionsMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Patient actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Mrs Adaeze Okafor</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onView}>View record</DropdownMenuItem>
          <DropdownMenuItem onSelect={onMessage}>
            Send message
            <DropdownMenuShortcut>M</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Start video call</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onRemove}>
          Remove from list
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'shared/ui/DropdownMenu',
  component: ActionsMenu,
  args: { onView: fn(), onMessage: fn(), onRemove: fn() },
} satisfies Meta<typeof ActionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Patient actions' });

    await step('opens on click and selects an item', async () => {
      await userEvent.click(trigger);
      const menu = await page.findByRole('menu');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(within(menu).getByRole('menuitem', { name: 'Start video call' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.click(within(menu).getByRole('menuitem', { name: /Send message/ }));
      await expect(args.onMessage).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
      await expect(trigger).toHaveFocus();
    });

    await step('works from the keyboard and skips the disabled item', async () => {
      await userEvent.keyboard('{Enter}');
      const menu = await page.findByRole('menu');
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'View record' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: 'Remove from list' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRemove).toHaveBeenCalledTimes(1);
      await expect(args.onView).not.toHaveBeenCalled();
    });

    await step('Escape closes it without choosing', async () => {
      await userEvent.click(trigger);
      await page.findByRole('menu');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
      await expect(trigger).toHaveFocus();
      await expect(args.onView).not.toHaveBeenCalled();
    });
  },
};

function ViewOptionsMenu() {
  const [showCancelled, setShowCancelled] = useState(false);
  const [sort, setSort] = useState('time');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">View options</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuCheckboxItem checked={showCancelled} onCheckedChange={setShowCancelled}>
          Show cancelled appointments
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Sort by</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
          <DropdownMenuRadioItem value="time">Time</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="surname">Surname</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Export</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem>As CSV</DropdownMenuItem>
            <DropdownMenuItem>As PDF</DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const CheckboxAndRadioItems: Story = {
  render: () => <ViewOptionsMenu />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'View options' });

    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('menuitemcheckbox', { name: 'Show cancelled appointments' }));
    await userEvent.click(trigger);
    await expect(await page.findByRole('menuitemcheckbox', { name: 'Show cancelled appointments' })).toBeChecked();

    await userEvent.click(page.getByRole('menuitemradio', { name: 'Surname' }));
    await userEvent.click(trigger);
    await expect(await page.findByRole('menuitemradio', { name: 'Surname' })).toBeChecked();
    await expect(page.getByRole('menuitemradio', { name: 'Time' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
  },
};
