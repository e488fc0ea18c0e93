import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Link } from 'react-router';
import { z } from 'zod';
import { expect, userEvent, within } from 'storybook/test';
import { GraphQLRequestError } from '@/shared/api';
import { useSettingsForm } from '@/shared/lib/settings-form';
import { withProviders } from '@/shared/mocks';
import { Field, FieldControl, FieldError, FieldLabel } from './field';
import { Input } from './input';
import { LeavePagePrompt } from './leave-page-prompt';
import { SaveBar } from './save-bar';

const schema = z.object({ name: z.string().trim().min(1, 'Enter a group name.') });
type Values = z.infer<typeof schema>;

/** A one-field settings form on the pattern every console panel follows. */
function ExampleForm({ save }: { save: (values: Values) => Promise<void> }) {
  const settings = useSettingsForm<Values>({
    schema,
    values: { name: 'Reception' },
    defaultValues: { name: '' },
    onSave: save,
    savedMessage: 'Saved.',
    failureMessage: () => 'Group not saved',
  });
  const name = settings.form.register('name');
  return (
    <>
      <form id="example" onSubmit={(event) => void settings.submit(event)} noValidate>
        <Field invalid={Boolean(settings.form.formState.errors.name)}>
          <FieldLabel>Group name</FieldLabel>
          <FieldControl>
            <Input {...name} />
          </FieldControl>
          <FieldError>{settings.form.formState.errors.name?.message}</FieldError>
        </Field>
        <SaveBar
          form="example"
          dirty={settings.dirty}
          saving={settings.saving}
          onDiscard={settings.discard}
          error={settings.formError}
        />
      </form>
      <Link to="/elsewhere">Somewhere else</Link>
      <LeavePagePrompt when={settings.dirty} />
    </>
  );
}

const meta = {
  title: 'shared/ui/SaveBar',
  component: ExampleForm,
  decorators: [withProviders('/', { dataRouter: true })],
  args: { save: async () => undefined },
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing changed: nothing to save. A change enables Save and Discard; Discard goes back. */
export const Clean: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Group name'), ' team');
    await expect(canvas.getByText('You have unsaved changes.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(canvas.getByLabelText('Group name')).toHaveValue('Reception');
  },
};

/** The client's rule (zod) shows on the field before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Group name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a group name.')).toBeInTheDocument();
  },
};

/** The server refuses: its field message lands on the field, the failure wording shows, the typed text stays. */
export const SaveFails: Story = {
  args: {
    save: async () => {
      throw new GraphQLRequestError('RenameGroup', [
        {
          message: 'A group with this name already exists.',
          extensions: { code: 'VALIDATION_FAILED', fields: { name: 'A group with this name already exists.' } },
        },
      ]);
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Group name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Clinicians');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('A group with this name already exists.')).toBeInTheDocument();
    await expect(canvas.getByText('Group not saved')).toBeInTheDocument();
    await expect(input).toHaveValue('Clinicians');
  },
};

/** Leaving with unsaved changes asks first; staying keeps them. */
export const LeaveAsks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Group name'), ' team');
    await userEvent.click(canvas.getByRole('link', { name: 'Somewhere else' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await expect(canvas.getByLabelText('Group name')).toHaveValue('Reception team');
  },
};
