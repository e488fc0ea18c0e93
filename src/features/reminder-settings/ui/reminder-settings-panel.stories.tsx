import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import {
  reminderHandlers,
  reminderLoadingHandlers,
  reminderMockUrls,
  reminderSettingsFixture,
} from '@/shared/mocks/reminder-handlers';
import { problem } from '@/shared/mocks/request-handlers';
import { ReminderSettingsPanel } from './reminder-settings-panel';

const meta = {
  title: 'features/reminder-settings/ReminderSettingsPanel',
  component: ReminderSettingsPanel,
  args: { wcmsId: 1001 },
  decorators: [
    withProviders('/full/patients/appointment-reminders'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: () => signInAs(demoAccounts.reception, riverside),
} satisfies Meta<typeof ReminderSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...reminderLoadingHandlers);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the reminder settings...')).toBeInTheDocument();
  },
};

/** Never saved: off, no days, the clinical system type's default text. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...reminderHandlers([], reminderSettingsFixture({ enabled: false, days_before: [] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Send appointment reminders' })).not.toBeChecked();
    await expect(canvas.getByLabelText('Reminder text')).toHaveValue(reminderSettingsFixture().default_text);
  },
};

/** spec §5: at least one day when on; spec §8 save failure keeps what was typed. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    // the first handler given wins
    msw.use(
      http.put(reminderMockUrls.SETTINGS, () => problem(500, 'Service unavailable')),
      ...reminderHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: '1 day' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '3 days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByText('Appointment days before required')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: '2 days' }));
    const text = canvas.getByLabelText('Reminder text');
    await userEvent.clear(text);
    await userEvent.type(text, 'See you on {{date}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sorry, the reminder settings could not be saved: Service unavailable',
    );
    await expect(text).toHaveValue('See you on {date}');
    await expect(canvas.getByRole('checkbox', { name: '2 days' })).toBeChecked();
  },
};

export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...reminderHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Send appointment reminders' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '1 day' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '3 days' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '2 days' })).not.toBeChecked();
  },
};

/** Without console access the settings show but cannot be changed. */
export const ReadOnly: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...reminderHandlers([], reminderSettingsFixture({ can_edit: false })));
    return signInAs(demoAccounts.clinician, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only staff with console access can change these settings.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '1 day' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save settings' })).toBeNull();
  },
};
