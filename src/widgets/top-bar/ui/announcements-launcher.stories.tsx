import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { AnnouncementsLauncher } from './announcements-launcher';

const FEED = [
  {
    id: '2',
    title: 'New: appointment reminders',
    body: 'Set them up under Patients, Appointment reminders.',
    link: 'https://example.org/reminders',
    published: '2026-03-02T09:00:00Z',
  },
  {
    id: '1',
    title: 'Planned downtime',
    body: 'Saturday 02:00 to 04:00.',
    link: null,
    published: '2026-03-01T09:00:00Z',
  },
];
const answer = (announcements: typeof FEED | null) =>
  graphql.query('Announcements', () => HttpResponse.json({ data: { announcements } }));

const meta = {
  title: 'widgets/top-bar/AnnouncementsLauncher',
  component: AnnouncementsLauncher,
  // the launcher sits in the dark top bar
  decorators: [
    (Story) => (
      <div className="bg-primary p-2">
        <Story />
      </div>
    ),
    withProviders('/full/messages/list'),
  ],
} satisfies Meta<typeof AnnouncementsLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the feed is asked for, no launcher yet (it may turn out that none is configured). */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('Announcements', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Announcements' })).not.toBeInTheDocument();
  },
};

/** No source configured: no launcher. */
export const NotConfigured: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answer(null));
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement).queryByRole('button', { name: 'Announcements' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answer([]));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Announcements' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Announcements' });
    await expect(within(dialog).getByText('There are no announcements.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('Announcements', () =>
        HttpResponse.json({ errors: [{ message: 'Announcements could not be loaded' }] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Announcements' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Announcements could not be loaded');
  },
};

export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answer(FEED));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Announcements' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Announcements' });
    const items = within(dialog).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('New: appointment reminders');
    await expect(
      within(dialog).getByRole('link', { name: 'Read more about New: appointment reminders (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://example.org/reminders');
  },
};
