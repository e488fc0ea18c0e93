import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';
import { Input } from './input';
import { Label } from './label';

const meta = {
  title: 'shared/ui/Label',
  component: Label,
  args: { children: 'NHS number', htmlFor: 'nhs-number' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Label {...args} />
      <Input id="nhs-number" inputMode="numeric" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // clicking the label moves focus to its control
    await userEvent.click(canvas.getByText('NHS number'));
    await expect(canvas.getByRole('textbox', { name: 'NHS number' })).toHaveFocus();
  },
};

export const BesideCheckbox: Story = {
  args: { children: 'Send a text reminder', htmlFor: 'reminder' },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="reminder" />
      <Label {...args} />
    </div>
  ),
};
