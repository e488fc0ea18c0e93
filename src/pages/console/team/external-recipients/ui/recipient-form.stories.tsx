import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { RecipientForm } from './recipient-form';

const meta = {
  title: 'pages/console/team/external-recipients/RecipientForm',
  component: RecipientForm,
  decorators: [withProviders('/full/management-console/external-recipients')],
  args: { idPrefix: 'story', onSave: (): Promise<unknown> => Promise.resolve() },
} satisfies Meta<typeof RecipientForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeRecipient(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Name'), 'Dr Ada Lovelace');
  await userEvent.type(canvas.getByLabelText('Organisation'), 'Riverside Hospital');
  await userEvent.type(canvas.getByLabelText('Secure email address'), 'ada.lovelace@nhs.net');
  await userEvent.click(canvas.getByRole('button', { name: 'Add an external recipient' }));
}

/** Adding: the fields start empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Add an external recipient' })).toBeEnabled();
  },
};

/** Changing a recipient: their details filled in, Save and Cancel. */
export const Filled: Story = {
  args: {
    initial: { name: 'Dr Ada Lovelace', organisation: 'Riverside Hospital', email: 'ada.lovelace@nhs.net' },
    onCancel: () => undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Secure email address')).toHaveValue('ada.lovelace@nhs.net');
    await expect(canvas.getByRole('button', { name: 'Save recipient' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

/** Saving: the button waits while the server answers. */
export const Loading: Story = {
  args: { onSave: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await typeRecipient(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Add an external recipient' })).toBeDisabled();
  },
};

/** A failed save says why and keeps what was typed. */
export const Error: Story = {
  args: { onSave: () => Promise.reject(new globalThis.Error('The server could not be reached')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeRecipient(canvasElement);
    await expect(await canvas.findByText('The server could not be reached')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Name')).toHaveValue('Dr Ada Lovelace');
  },
};
