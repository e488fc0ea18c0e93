import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { parseTimeEntry } from '@contracts/rules/time-entry';
import { TimeInput, timeEntryError } from './time-input';

/** A form field as pages use it: the typed text is kept, the error worded by timeEntryError. */
function Harness({ initial = '', check = false }: { initial?: string; check?: boolean }) {
  const [value, setValue] = useState(initial);
  const problem = check ? timeEntryError(value, 'Send time') : null;
  const entry = parseTimeEntry(value);
  return (
    <div className="flex max-w-md flex-col gap-2">
      <TimeInput
        label="Send time"
        value={value}
        onChange={setValue}
        error={problem?.message}
        errorParts={problem?.parts}
      />
      <output data-testid="time">{entry.status === 'valid' ? `${entry.hours}h ${entry.minutes}m` : ''}</output>
    </div>
  );
}

const meta = {
  title: 'shared/ui/TimeInput',
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: two labelled boxes in a group named by the question; ':' moves on to Minutes. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Send time' });
    await expect(group).toHaveAccessibleDescription(/24-hour clock/);
    await userEvent.type(within(group).getByLabelText('Hours'), '14:');
    await expect(within(group).getByLabelText('Minutes')).toHaveFocus();
    await userEvent.keyboard('05');
    await expect(canvas.getByTestId('time')).toHaveTextContent('14h 5m');
  },
};

/** A time already entered. */
export const Filled: Story = {
  args: { initial: '09:30' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Send time' });
    await expect(within(group).getByLabelText('Hours')).toHaveValue('09');
    await expect(within(group).getByLabelText('Minutes')).toHaveValue('30');
  },
};

/** Minutes left out: the error names them and only that box is marked. */
export const WithError: Story = {
  args: { initial: '14:', check: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Send time must include minutes')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Minutes')).toBeInvalid();
    await expect(canvas.getByLabelText('Hours')).toBeValid();
  },
};

/** Not a time on the 24-hour clock. */
export const NotReal: Story = {
  args: { initial: '24:60', check: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Send time must be a real time on the 24-hour clock')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Hours')).toBeInvalid();
    await expect(canvas.getByLabelText('Minutes')).toBeInvalid();
  },
};
