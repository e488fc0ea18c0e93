import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Label } from './label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';

const meta = {
  title: 'shared/ui/Select',
  component: Select,
  args: { onValueChange: fn() },
  render: (args) => (
    <div className="flex max-w-xs flex-col gap-2">
      <Label htmlFor="clinician">Clinician</Label>
      <Select {...args}>
        <SelectTrigger id="clinician">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>GPs</SelectLabel>
            <SelectItem value="patel">Dr Anika Patel</SelectItem>
            <SelectItem value="jones">Dr Owen Jones</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Nurses</SelectLabel>
            <SelectItem value="byrne">Nurse Siobhan Byrne</SelectItem>
            <SelectItem value="locum" disabled>
              Locum nurse (unavailable)
            </SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Clinician' });
    await expect(trigger).toHaveTextContent('Select an option');

    await userEvent.click(trigger);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Dr Owen Jones' }));

    await expect(args.onValueChange).toHaveBeenCalledWith('jones');
    await expect(trigger).toHaveTextContent('Dr Owen Jones');
    await expect(trigger).toHaveFocus();
  },
};

export const WithValue: Story = { args: { defaultValue: 'byrne' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'patel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Clinician' })).toBeDisabled();
  },
};
