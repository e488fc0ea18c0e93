import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { attachTaskFixture } from '@/shared/mocks/attach-handlers';
import { SendToClinical } from './send-to-clinical';

const TASKS = '*/api/attach-tasks/wcms_id/:wcmsId';

const request = {
  id: 1,
  status: 'triaged' as const,
  identity: 'matched_and_verified' as const,
  patient: { name: 'Eleanor Whitfield', nhs_number: '9991000003' } as never,
};

const meta = {
  title: 'features/clinical-send/SendToClinical',
  component: SendToClinical,
  decorators: [withProviders()],
  args: { wcmsId: 1001, request, onComplete: fn(async () => true) },
} satisfies Meta<typeof SendToClinical>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Queueing is under way: the buttons wait. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(TASKS, async () => {
        await delay('infinite');
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send to clinical system' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sending to the clinical system…');
    await expect(canvas.getByRole('button', { name: 'Send to clinical system' })).toBeDisabled();
  },
};

/** Nothing sent yet (outside the desktop: it is queued for the desktop client). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('attach-status')).toBeNull();
    const send = canvas.getByRole('button', { name: 'Send to clinical system' });
    await userEvent.click(send);
    // queued for the desktop client: no error, and the buttons are free again
    await waitFor(() => expect(send).toBeEnabled());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An unverified patient is confirmed first; a request without an NHS number cannot be sent. */
export const Error: Story = {
  args: { request: { ...request, identity: 'matched', patient: { name: 'No Number', nhs_number: null } as never } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send to clinical system' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This request has no NHS number, so it cannot be sent to the clinical system.',
    );
  },
};

/** A previous attempt failed: its reason shows, and the send-and-complete asks about the unverified patient. */
export const Filled: Story = {
  args: { request: { ...request, identity: 'matched' } },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(TASKS, () =>
        HttpResponse.json({
          _embedded: {
            attach_tasks: [attachTaskFixture({ state: 'failed', attempts: 1, last_error: 'Record locked' })],
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('attach-status')).toHaveTextContent(
      'Sending to the clinical system failed (attempt 1): Record locked. It will be retried.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send to clinical system and complete' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Patient not verified' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalled());
  },
};
