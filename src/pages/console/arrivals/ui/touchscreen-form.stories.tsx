import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { TouchscreenFormView } from './touchscreen-form';
import { FRONT_DESK_KIOSK } from './stories-fixtures';

const KIOSK = FRONT_DESK_KIOSK;

const meta = {
  title: 'pages/console/arrivals/TouchscreenForm',
  component: TouchscreenFormView,
  decorators: [withProviders('/full/management-console/appointment-arrivals')],
  args: {
    editing: null,
    locations: ['Hillview Branch', 'Riverside Surgery'],
    done: () => undefined,
    save: () => Promise.resolve({ name: 'Front desk kiosk' }),
  },
} satisfies Meta<typeof TouchscreenFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding: the fields start empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Touchscreen name')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Add a touchscreen' })).toBeEnabled();
  },
};

/** Changing a touchscreen: its settings filled in, Save and Cancel. */
export const Filled: Story = {
  args: { editing: KIOSK },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Touchscreen name')).toHaveValue('Front desk kiosk');
    await expect(canvas.getByLabelText('Code (4 digits)')).toHaveValue('2580');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

/** Saving: the button waits while the server answers. */
export const Loading: Story = {
  args: { editing: KIOSK, save: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A failed save says why and keeps what was typed. */
export const Error: Story = {
  args: { editing: KIOSK, save: () => Promise.reject(new globalThis.Error('The server could not be reached')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Touchscreen name'));
    await userEvent.type(canvas.getByLabelText('Touchscreen name'), 'Atrium kiosk');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The server could not be reached')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Touchscreen name')).toHaveValue('Atrium kiosk');
  },
};
