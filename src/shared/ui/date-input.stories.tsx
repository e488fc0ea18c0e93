import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { isoFromDateText } from '@contracts/rules/date-entry';
import { DateInput, dateEntryError } from './date-input';

/** A form field as pages use it: the typed text is kept, the error worded by dateEntryError. */
function Harness({
  initial = '',
  check = false,
  size,
}: {
  initial?: string;
  check?: boolean;
  size?: 'default' | 'touch';
}) {
  const [value, setValue] = useState(initial);
  const problem = check ? dateEntryError(value, 'Date of birth') : null;
  return (
    <div className="flex max-w-md flex-col gap-2">
      <DateInput
        label="Date of birth"
        hint="For example, 27 3 1985"
        value={value}
        onChange={setValue}
        error={problem?.message}
        errorParts={problem?.parts}
        size={size}
      />
      <output data-testid="iso">{isoFromDateText(value) ?? ''}</output>
    </div>
  );
}

const meta = {
  title: 'shared/ui/DateInput',
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: three labelled boxes in a group named by the question. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    for (const box of ['Day', 'Month', 'Year']) await expect(within(group).getByLabelText(box)).toHaveValue('');
    // keyboard: a separator moves on to the next box
    await userEvent.type(within(group).getByLabelText('Day'), '12/');
    await expect(within(group).getByLabelText('Month')).toHaveFocus();
    await userEvent.keyboard('4/1948');
    await expect(canvas.getByTestId('iso')).toHaveTextContent('1948-04-12');
  },
};

/** A date already entered (from a remembered search or the URL). */
export const Filled: Story = {
  args: { initial: '1948-04-12' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Date of birth' });
    await expect(within(group).getByLabelText('Day')).toHaveValue('12');
    await expect(within(group).getByLabelText('Month')).toHaveValue('04');
    await expect(within(group).getByLabelText('Year')).toHaveValue('1948');
  },
};

/** A whole date pasted into the first box fills all three. */
export const Pasted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Day'));
    await userEvent.paste('27/03/1985');
    await expect(canvas.getByLabelText('Month')).toHaveValue('03');
    await expect(canvas.getByTestId('iso')).toHaveTextContent('1985-03-27');
  },
};

/** A part left out: the error names it and only that box is marked. */
export const WithError: Story = {
  args: { initial: '12//1948', check: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Date of birth must include a month')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Month')).toBeInvalid();
    await expect(canvas.getByLabelText('Day')).toBeValid();
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      /Date of birth must include a month/,
    );
  },
};

/** Numbers that name no day. */
export const NotReal: Story = {
  args: { initial: '31/2/1948', check: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Date of birth must be a real date')).toBeInTheDocument();
  },
};

/** The touch size (the check-in kiosk): the same three boxes, large enough to touch. */
export const Touch: Story = {
  args: { initial: '12/4/', check: true, size: 'touch' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Date of birth' });
    await expect(within(group).getByLabelText('Year')).toHaveClass('min-h-20');
    await expect(within(canvasElement).getByText('Date of birth must include a year')).toBeInTheDocument();
  },
};
