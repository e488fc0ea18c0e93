import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import {
  reminderHandlers,
  reminderLoadingHandlers,
  reminderMockUrls,
  reminderSettingsFixture,
} from '@/shared/mocks/reminder-handlers';
import { problem } from '@/shared/mocks/request-handlers';
import { AppointmentRemindersPanel } from './appointment-reminders-panel';

const meta = {
  title: 'pages/console/patients/appointment-reminders/AppointmentRemindersPanel',
  component: AppointmentRemindersPanel,
  args: { wcmsId: '1001' },
  decorators: [
    withProviders('/full/management-console/appointment-reminders'),
    (Story) => (
      <main>
        <h1>Management console</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach: () => signInAs(demoAccounts.manager, riverside),
} satisfies Meta<typeof AppointmentRemindersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...reminderLoadingHandlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Appointment reminders', level: 2 })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Loading the reminder settings...')).toBeInTheDocument();
  },
};

/** Never saved: reminders off, no days chosen; the reminder log is a link away. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...reminderHandlers([], reminderSettingsFixture({ enabled: false, days_before: [] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Send appointment reminders' })).not.toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Reminder settings', level: 3 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See the reminder log' })).toHaveAttribute(
      'href',
      '/full/patients/appointment-reminders',
    );
  },
};

/** The settings cannot be read: the server's words and a retry. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(reminderMockUrls.SETTINGS, () => problem(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Service unavailable/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Saved settings, changed and saved again from the console: the server gets the new days. */
const saved: unknown[] = [];
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    saved.length = 0;
    msw.use(
      // seen on the way to the fixture's handler, which answers
      http.put(reminderMockUrls.SETTINGS, async ({ request }) => {
        saved.push(await request.clone().json());
      }),
      ...reminderHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: '3 days' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '2 days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect((saved[0] as { days_before: number[] }).days_before.toSorted()).toEqual([1, 2, 3]);
  },
};
