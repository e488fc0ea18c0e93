import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { WaitingAreaFormView } from './waiting-area-form';

const meta = {
  title: 'pages/console/arrivals/WaitingAreaForm',
  component: WaitingAreaFormView,
  decorators: [withProviders('/full/management-console/appointment-arrivals')],
  args: {
    editing: null,
    done: () => undefined,
    save: (values: { name: string }) => Promise.resolve({ name: values.name }),
  },
} satisfies Meta<typeof WaitingAreaFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeArea(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Waiting area name'), 'Room 4 corridor');
  await userEvent.type(canvas.getByLabelText('Instructions for patients'), 'Turn left after reception.');
  await userEvent.click(canvas.getByRole('button', { name: 'Add a waiting area' }));
}

/** Adding: the fields start empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Waiting area name')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Add a waiting area' })).toBeEnabled();
  },
};

/** Changing a waiting area: its details filled in, Save and Cancel. */
export const Filled: Story = {
  args: { editing: { id: '1', name: 'Upstairs', instructions: 'Take the lift to floor 1.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Waiting area name')).toHaveValue('Upstairs');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

/** Saving: the button waits while the server answers. */
export const Loading: Story = {
  args: { save: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await typeArea(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Add a waiting area' })).toBeDisabled();
  },
};

/** A failed save says why and keeps what was typed. */
export const Error: Story = {
  args: { save: () => Promise.reject(new globalThis.Error('The server could not be reached')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeArea(canvasElement);
    await expect(await canvas.findByText('The server could not be reached')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Waiting area name')).toHaveValue('Room 4 corridor');
  },
};
