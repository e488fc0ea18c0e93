import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import type { ArrivalSettings, StaffSchedule } from '../api/arrivals';
import { ScheduleFormView } from './schedule-form';

const DATA = {
  waitingAreas: [{ id: '1', name: 'Room 4 corridor', instructions: 'Turn left after reception.' }],
  schedules: [],
  touchscreens: [],
  staff: [
    { id: 'EMIS-STF-1', name: 'Dr Priya Shah' },
    { id: 'EMIS-STF-2', name: 'Dr James Whitmore' },
  ],
  locations: ['Riverside Surgery'],
  sharedTouchscreens: [],
} as ArrivalSettings;
const SESSION: StaffSchedule = {
  id: '2',
  staffId: 'EMIS-STF-2',
  weekday: 2,
  allDay: false,
  start: '09:00',
  end: '12:00',
  waitingAreaId: '1',
};

const meta = {
  title: 'pages/console/arrivals/ScheduleForm',
  component: ScheduleFormView,
  decorators: [withProviders('/full/management-console/appointment-arrivals')],
  args: {
    data: DATA,
    editing: null,
    done: () => undefined,
    save: () => Promise.resolve({ name: 'Dr James Whitmore' }),
  },
} satisfies Meta<typeof ScheduleFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding: no times yet, and the add button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Start (HH:MM)')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Add a schedule session' })).toBeEnabled();
  },
};

/** Changing a session: its times filled in, Save and Cancel. */
export const Filled: Story = {
  args: { editing: SESSION },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Start (HH:MM)')).toHaveValue('09:00');
    await expect(canvas.getByLabelText('End (HH:MM)')).toHaveValue('12:00');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

/** Saving: the button waits while the server answers. */
export const Loading: Story = {
  args: { editing: SESSION, save: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A failed save says why and keeps what was typed. */
export const Error: Story = {
  args: { editing: SESSION, save: () => Promise.reject(new globalThis.Error('The server could not be reached')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('End (HH:MM)'));
    await userEvent.type(canvas.getByLabelText('End (HH:MM)'), '11:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The server could not be reached')).toBeInTheDocument();
    await expect(canvas.getByLabelText('End (HH:MM)')).toHaveValue('11:30');
  },
};
