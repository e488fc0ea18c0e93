import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { requestDetailFixture } from '@/shared/mocks/fixtures/requests';
import { problem, requestHandlers, requestMockUrls } from '@/shared/mocks/request-handlers';
import { RequestThread } from './request-thread';

const meta = {
  title: 'widgets/request-detail/RequestThread',
  component: RequestThread,
  decorators: [withProviders()],
  args: { wcmsId: 1001, requestId: 1, entries: requestDetailFixture().thread },
} satisfies Meta<typeof RequestThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A note on its way: the button waits. */
export const Loading: Story = {
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
    await userEvent.type(canvas.getByLabelText('Add a note'), 'Called the patient');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(canvas.getByRole('button', { name: 'Add note' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing has been written on this request yet.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await canvas.findByText('Write the note first.')).toBeInTheDocument();
  },
};

/** Saving fails: the server's message shows and what was typed stays. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(requestMockUrls.DETAIL, () =>
        problem(423, 'Sorry, we were unable to lock this message, please try again later', { code: 'REQUEST_LOCKED' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Add a note'), 'Called the patient');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sorry, we were unable to lock this message');
    await expect(canvas.getByLabelText('Add a note')).toHaveValue('Called the patient');
  },
};

/** The thread with an unacknowledged patient message; a note saves and the box clears. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not acknowledged')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Add a note'), 'Called the patient');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(canvas.getByLabelText('Add a note')).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
