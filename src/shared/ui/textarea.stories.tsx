import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { Label } from './label';
import { Textarea } from './textarea';

const meta = {
  title: 'shared/ui/Textarea',
  component: Textarea,
  args: { id: 'message' },
  render: (args) => (
    <div className="flex max-w-md flex-col gap-2">
      <Label htmlFor={args.id}>Message to patient</Label>
      <Textarea {...args} />
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message to patient' });
    await userEvent.type(textarea, 'Your results are ready.{Enter}Please call the surgery.');
    await expect(textarea).toHaveValue('Your results are ready.\nPlease call the surgery.');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent on 3 March' } };
