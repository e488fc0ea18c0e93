import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import { clinicianNotificationFixture, staffNotificationFixture } from '@/shared/mocks/fixtures/notifications';
import { useTransientNotifications } from '@/shared/lib/notify';
import { NotificationBell } from './notification-bell';

/** The transient notifications raised while the story runs (the app layout shows them in the real app). */
function TransientMessages() {
  const messages = useTransientNotifications();
  return (
    <ul aria-label="Transient notifications" className="text-white">
      {messages.map((m) => (
        <li key={m.id}>{m.message}</li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'features/notification-bell/NotificationBell',
  component: NotificationBell,
  decorators: [
    (Story) => (
      <div className="flex justify-end bg-primary p-2">
        <Story />
      </div>
    ),
    withProviders('/full/messages/list'),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = () => signInAs(demoAccounts.clinician, riverside);

function lists(staff: unknown[], clinician: unknown[]) {
  return [
    graphql.query('StaffNotifications', () => HttpResponse.json({ data: { staffNotifications: staff } })),
    graphql.query('ClinicianNotifications', () => HttpResponse.json({ data: { clinicianNotifications: clinician } })),
  ];
}

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('StaffNotifications', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('status')).toHaveTextContent('Loading notifications...');
  },
};

export const Empty: Story = {
  beforeEach: signIn,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('You have no notifications')).toBeInTheDocument();
    await expect(within(canvasElement).queryByTestId('notification-badge')).toBeNull();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('StaffNotifications', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** Unread staff and clinician notifications, newest first; opening then closing marks them all read. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    let read = false;
    const calls: string[] = [];
    (globalThis as { __bellCalls?: string[] }).__bellCalls = calls;
    msw.use(
      graphql.query('StaffNotifications', () =>
        HttpResponse.json({
          data: {
            staffNotifications: [
              staffNotificationFixture(1, { read, subject: 'Repeat prescription' }),
              staffNotificationFixture(3, { read: true, subject: 'Fit note' }),
            ],
          },
        }),
      ),
      graphql.query('ClinicianNotifications', () =>
        HttpResponse.json({
          data: {
            clinicianNotifications: [clinicianNotificationFixture(2, { read, messageId: null })],
          },
        }),
      ),
      http.put('*/api/staff-notifications/wcms_id/:wcmsId/read', async ({ request, params }) => {
        calls.push(`staff ${String(params.wcmsId)} ${JSON.stringify(await request.json())}`);
        read = true;
        return HttpResponse.json({ updated: 1 });
      }),
      graphql.mutation('UpdateClinicianNotifications', ({ variables }) => {
        calls.push(`clinician ${String(variables.wcmsId)} ${String(variables.read)}`);
        read = true;
        return HttpResponse.json({ data: { updateClinicianNotifications: [] } });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const bell = await canvas.findByRole('button', { name: 'Notifications, 2 unread' });
    await expect(canvas.getByTestId('notification-badge')).toHaveTextContent('2');
    await userEvent.click(bell);
    const items = await body.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Unread: Repeat prescriptionRequest R-501 arrived in Clinicians.',
      'Unread: A questionnaire failed to attach to the clinical record.',
      'Fit noteRequest R-503 arrived in Clinicians.',
    ]);
    await expect(items[0]).toHaveAttribute('href', '/full/messages/list/-3/501');
    await expect(items[1]).toHaveAttribute('href', '/full/messages/list/-3');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const calls = (globalThis as { __bellCalls?: string[] }).__bellCalls ?? [];
    await waitFor(() => expect([...calls].sort()).toEqual(['clinician 1001 true', 'staff 1001 {"ids":[]}']));
    await expect(canvas.queryByTestId('notification-badge')).toBeNull();
  },
};

/** Nothing unread: opening and closing marks nothing. */
export const AllRead: Story = {
  beforeEach: ({ msw }) => {
    const calls: string[] = [];
    (globalThis as { __bellCalls?: string[] }).__bellCalls = calls;
    msw.use(
      ...lists([staffNotificationFixture(1, { read: true })], []),
      http.put('*/api/staff-notifications/wcms_id/:wcmsId/read', () => {
        calls.push('staff');
        return HttpResponse.json({ updated: 0 });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(await body.findByRole('menuitem')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect((globalThis as { __bellCalls?: string[] }).__bellCalls).toEqual([]);
  },
};

/** 120 unread: the badge shows '99+'. */
export const Many: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...lists(
        Array.from({ length: 120 }, (_, i) => staffNotificationFixture(i + 1)),
        [],
      ),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Notifications, 99+ unread' })).toBeInTheDocument();
    await expect(canvas.getByTestId('notification-badge')).toHaveTextContent('99+');
  },
};

/** Three questionnaires of one outbound request failed to attach: one item. */
export const CollapsedQuestionnaires: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...lists(
        [],
        [1, 2, 3].map((id) =>
          clinicianNotificationFixture(id, { outboundRequestId: '77', subject: 'Asthma review', messageId: '640' }),
        ),
      ),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }));
    const body = within(canvasElement.ownerDocument.body);
    const item = await body.findByRole('menuitem', { name: /Questionnaires: Asthma review x 3 failed to attach/ });
    await expect(item).toHaveAttribute('href', '/full/messages/list/-3/640');
    await expect(body.getAllByRole('menuitem')).toHaveLength(1);
  },
};

/** Stands in for the browser's Notification API, undecided; the user refuses when asked. Returns the restore. */
function refuseDesktopNotifications(): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'Notification');
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    writable: true,
    value: {
      permission: 'default',
      requestPermission: () => Promise.resolve('denied'),
    },
  });
  return () => {
    if (original) Object.defineProperty(window, 'Notification', original);
    else Reflect.deleteProperty(window, 'Notification');
  };
}

/** Turning desktop notifications on, refused by the browser: 'Push notifications not enabled' (spec §8). */
export const DesktopNotificationsRefused: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <TransientMessages />
      </>
    ),
  ],
  beforeEach: () => {
    const restore = refuseDesktopNotifications();
    const signOut = signIn();
    return () => {
      restore();
      signOut();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Turn on desktop notifications' }));
    await expect(await canvas.findByText('Push notifications not enabled')).toBeInTheDocument();
  },
};
