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
import { AppointmentRemindersPage } from './appointment-reminders-page';

const meta = {
  title: 'pages/patients/appointment-reminders/AppointmentRemindersPage',
  component: AppointmentRemindersPage,
  decorators: [
    withProviders('/full/patients/appointment-reminders'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof AppointmentRemindersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...reminderLoadingHandlers);
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Loading the reminder log...')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Loading the reminder settings...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...reminderHandlers([], reminderSettingsFixture({ enabled: false, days_before: [] })));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reminders in this period')).toBeInTheDocument();
  },
};

/** spec §8 fetch failure: reminder log. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(reminderMockUrls.LOG, () => problem(500, 'Service unavailable')));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The reminder log could not be loaded: Service unavailable',
    );
  },
};

/** Every §3 column; a pending reminder is cancelled. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...reminderHandlers());
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Appointment reminders, newest first' });
    for (const column of [
      'Time',
      'Patient',
      'Type',
      'Delivered',
      'NHS or CHI number',
      'Delivery time',
      'Number',
      'Attached to clinical',
      'Cancelled',
      'Fallback method and delay',
    ]) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const george = within(table).getByRole('row', { name: /George Patel/ });
    await expect(george).toHaveTextContent('SMS after 5 min');
    await expect(george).toHaveTextContent('999 100 0399');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the reminder for Eleanor Whitfield' }));
    const eleanor = (await within(table).findAllByRole('row', { name: /Eleanor Whitfield/ }))[0]!;
    await expect(await within(eleanor).findByText('Cancelled', { selector: '[data-state]' })).toBeInTheDocument();
  },
};
