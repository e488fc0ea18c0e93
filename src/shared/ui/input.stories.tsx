import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './input';
import { Label } from './label';

const meta = {
  title: 'shared/ui/Input',
  component: Input,
  args: { id: 'patient-surname', placeholder: '' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor={args.id}>Patient surname</Label>
      <Input {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Patient surname' });
    await userEvent.type(input, 'Okafor');
    await expect(input).toHaveValue('Okafor');
  },
};

export const WithValue: Story = { args: { defaultValue: 'Okafor' } };

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: '12' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Okafor' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Email: Story = {
  args: { id: 'email', type: 'email', autoComplete: 'email' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor={args.id}>Email address</Label>
      <Input {...args} />
    </div>
  ),
};
