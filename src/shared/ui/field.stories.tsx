import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from './field';
import { Input } from './input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { Textarea } from './textarea';

const meta = {
  title: 'shared/ui/Field',
  component: Field,
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescription: Story = {
  render: () => (
    <Field className="max-w-sm">
      <FieldLabel>NHS number</FieldLabel>
      <FieldControl>
        <Input inputMode="numeric" autoComplete="off" />
      </FieldControl>
      <FieldDescription>10 digits, for example 485 777 3456</FieldDescription>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'NHS number' });
    await expect(input).toHaveAccessibleDescription('10 digits, for example 485 777 3456');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  render: () => (
    <Field className="max-w-sm">
      <FieldLabel>Date of birth</FieldLabel>
      <FieldControl>
        <Input defaultValue="31/02/1980" />
      </FieldControl>
      <FieldDescription>For example, 15/03/1984</FieldDescription>
      <FieldError>Date of birth must be a real date</FieldError>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toBeInvalid();
    // the error is read before the hint, with its "Error:" prefix
    await expect(input).toHaveAccessibleDescription('Error: Date of birth must be a real date For example, 15/03/1984');
  },
};

export const CheckboxField: Story = {
  render: () => (
    <Field orientation="horizontal" className="max-w-md">
      <FieldControl>
        <Checkbox defaultChecked />
      </FieldControl>
      <FieldLabel>Send appointment reminders by text</FieldLabel>
      <FieldDescription>We send one reminder the day before.</FieldDescription>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send appointment reminders by text' });
    await expect(checkbox).toHaveAccessibleDescription('We send one reminder the day before.');
    await userEvent.click(within(canvasElement).getByText('Send appointment reminders by text'));
    await expect(checkbox).not.toBeChecked();
  },
};

export const SelectField: Story = {
  render: () => (
    <Field className="max-w-sm">
      <FieldLabel>Appointment type</FieldLabel>
      <Select>
        <FieldControl>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          <SelectItem value="face-to-face">Face to face</SelectItem>
          <SelectItem value="phone">Telephone</SelectItem>
          <SelectItem value="video">Video</SelectItem>
        </SelectContent>
      </Select>
      <FieldError>Select an appointment type</FieldError>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Appointment type' });
    await expect(trigger).toBeInvalid();
    await expect(trigger).toHaveAccessibleDescription('Error: Select an appointment type');
  },
};

type ReferralForm = { nhsNumber: string; reason: string };

function ReferralFormExample({ onSubmit }: { onSubmit: (values: ReferralForm) => void }) {
  const { control, handleSubmit } = useForm<ReferralForm>({ defaultValues: { nhsNumber: '', reason: '' } });
  return (
    <form noValidate aria-label="Referral" className="flex max-w-md flex-col gap-5" onSubmit={handleSubmit(onSubmit)}>
      <Controller
        name="nhsNumber"
        control={control}
        rules={{
          required: 'Enter the NHS number',
          pattern: { value: /^\d{10}$/, message: 'NHS number must be 10 digits' },
        }}
        render={({ field, fieldState }) => (
          <Field invalid={fieldState.invalid}>
            <FieldLabel>NHS number</FieldLabel>
            <FieldControl>
              <Input inputMode="numeric" {...field} />
            </FieldControl>
            <FieldDescription>10 digits, no spaces</FieldDescription>
            <FieldError errors={[fieldState.error]} />
          </Field>
        )}
      />
      <Controller
        name="reason"
        control={control}
        rules={{ required: 'Enter the reason for referral' }}
        render={({ field, fieldState }) => (
          <Field>
            <FieldLabel>Reason for referral</FieldLabel>
            <FieldControl>
              <Textarea {...field} />
            </FieldControl>
            <FieldError>{fieldState.error?.message}</FieldError>
          </Field>
        )}
      />
      <Button type="submit" className="self-start">
        Send referral
      </Button>
    </form>
  );
}

/** react-hook-form's Controller drives the field: errors appear on submit and are wired to the control. */
export const WithReactHookForm: StoryObj<typeof ReferralFormExample> = {
  args: { onSubmit: fn() },
  render: (args) => <ReferralFormExample {...args} />,
  play: async ({ canvasElement, args: { onSubmit } }) => {
    const canvas = within(canvasElement);
    const nhsNumber = canvas.getByRole('textbox', { name: 'NHS number' });
    const reason = canvas.getByRole('textbox', { name: 'Reason for referral' });

    await userEvent.click(canvas.getByRole('button', { name: 'Send referral' }));
    await expect(await canvas.findByText('Enter the NHS number')).toBeVisible();
    await expect(nhsNumber).toBeInvalid();
    await expect(nhsNumber).toHaveAccessibleDescription('Error: Enter the NHS number 10 digits, no spaces');
    await expect(reason).toHaveAccessibleDescription('Error: Enter the reason for referral');
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(nhsNumber, '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Send referral' }));
    await expect(await canvas.findByText('NHS number must be 10 digits')).toBeVisible();

    await userEvent.type(nhsNumber, '4567890');
    await userEvent.type(reason, 'Persistent cough');
    await userEvent.click(canvas.getByRole('button', { name: 'Send referral' }));
    await expect(onSubmit).toHaveBeenCalledWith(
      { nhsNumber: '1234567890', reason: 'Persistent cough' },
      expect.anything(),
    );
    await expect(nhsNumber).not.toHaveAttribute('aria-invalid');
    await expect(nhsNumber).toHaveAccessibleDescription('10 digits, no spaces');
  },
};
