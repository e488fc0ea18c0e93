import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { emptyRequestDetailFixture, requestDetailFixture } from '@/shared/mocks/fixtures/requests';
import { problem, requestHandlers, requestMockUrls } from '@/shared/mocks/request-handlers';
import { RequestActionBar } from './request-action-bar';

const meta = {
  title: 'widgets/request-detail/RequestActionBar',
  component: RequestActionBar,
  decorators: [withProviders()],
  args: { wcmsId: 1001, request: requestDetailFixture() },
} satisfies Meta<typeof RequestActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An action is on its way: the buttons wait for it. */
export const Loading: Story = {
  args: { request: emptyRequestDetailFixture() },
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(requestMockUrls.DETAIL, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Take' }));
    await expect(canvas.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mark unread' })).toBeDisabled();
    // the actions under More are held too while one is on the wire
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await expect(canvas.getByRole('button', { name: 'Waiting for patient' })).toBeDisabled();
  },
};

/** A new request nobody has: take is offered. */
export const Empty: Story = {
  args: { request: emptyRequestDetailFixture() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Take' })).toBeEnabled();
  },
};

/** Take refused: the server's wording (spec §8 take failure). */
export const Error: Story = {
  args: { request: emptyRequestDetailFixture() },
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(requestMockUrls.DETAIL, () =>
        problem(409, "Request RQ-000001 couldn't be taken, please try again.", { code: 'TAKE_FAILED' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Take' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Request RQ-000001 couldn't be taken, please try again.",
    );
  },
};

/** Priority change with a reason: one PUT with the priority action. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestHandlers());
  },
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    await step('change the priority with a reason', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Change priority' }));
      const dialog = await body.findByRole('dialog', { name: 'Change priority' });
      await userEvent.selectOptions(within(dialog).getByLabelText('New priority'), 'Same day');
      await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Worsening');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Assign to a group picked from the assignees list. */
export const Assign: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestHandlers());
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Assign' }));
    const dialog = await body.findByRole('dialog', { name: 'Assign' });
    const select = within(dialog).getByLabelText('Assign to');
    await within(dialog).findByRole('option', { name: 'Clinicians' });
    await userEvent.selectOptions(select, 'Clinicians');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Re-open refused: the server's wording. */
export const ReopenRefused: Story = {
  args: { request: requestDetailFixture({ status: 'completed' }) },
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(requestMockUrls.DETAIL, () =>
        problem(409, "Request RQ-000001 couldn't be re-opened, please try again.", { code: 'REOPEN_FAILED' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Re-open' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent("couldn't be re-opened, please try again.");
  },
};
