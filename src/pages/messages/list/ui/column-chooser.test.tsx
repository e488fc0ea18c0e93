import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_COLUMNS } from '../model/columns';
import { ColumnChooser } from './column-chooser';

// The menu's code loads on the button's first use: the first press must still open it, as Radix's trigger would.
describe('ColumnChooser: the menu loads on first use', () => {
  it('opens on the first Enter with its first item focused, and Escape gives the focus back to the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColumnChooser columns={DEFAULT_COLUMNS} onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Columns' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, { timeout: 5_000 });
    await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: 'Priority' })).toHaveFocus());

    // the menu works as before: a column chosen from the keyboard reaches the page
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(menu).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus());
  });

  it('opens on the first click', async () => {
    const user = userEvent.setup();
    render(<ColumnChooser columns={DEFAULT_COLUMNS} onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(await screen.findByRole('menu', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('menuitemcheckbox', { name: 'Patient' })).toHaveAttribute('aria-checked', 'true');
  });
});
