import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { graphql, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import {
  demoAccounts,
  riverside,
  signInAs,
  staffAlertFixture,
  staffAlertHandlers,
  withProviders,
} from '@/shared/mocks';
import { StaffAlertBanner } from './staff-alert-banner';

const meta = {
  title: 'widgets/staff-alert-banner/StaffAlertBanner',
  component: StaffAlertBanner,
  decorators: [withProviders('/full/messages/list')],
  beforeEach: () => signInAs(demoAccounts.clinician, riverside),
} satisfies Meta<typeof StaffAlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty (and loading or failed: the banner stays away rather than get in the way). */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffAlertHandlers([staffAlertFixture({ acknowledgedAt: '2026-03-02T10:00:00.000Z' })]));
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).queryByTestId('staff-alert-banner')).toBeNull();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.query('StaffAlerts', () => HttpResponse.json({ errors: [{ message: 'down' }] })));
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).queryByTestId('staff-alert-banner')).toBeNull();
  },
};

export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...staffAlertHandlers([
        staffAlertFixture({ id: '2', title: 'New safety guidance', severity: 'urgent' }),
        staffAlertFixture(),
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 alerts to read, the latest: New safety guidance')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Read and acknowledge' })).toHaveAttribute('href', '/alert');
  },
};
