import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { outboundMockUrls } from '@/shared/mocks/outbound-handlers';
import { problem } from '@/shared/mocks/request-handlers';
import { ConsultReplyPage } from './consult-reply-page';

const meta = {
  title: 'pages/consult/reply/ConsultReplyPage',
  component: ConsultReplyPage,
  args: { token: 'abcdefghijklmnopqrstuvwx' },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
    withProviders('/consult/reply/abcdefghijklmnopqrstuvwx'),
  ],
} satisfies Meta<typeof ConsultReplyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(outboundMockUrls.RESPONSE, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading your message...')).toBeInTheDocument();
  },
};

/** A link that matches no message. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(outboundMockUrls.RESPONSE, () => problem(404, 'Outbound message not found')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This link is not valid');
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(outboundMockUrls.RESPONSE, () => problem(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Sorry, a problem was encountered');
  },
};

/** The message with a reply request: the patient picks a preference and replies, then is offered a rating. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(`${outboundMockUrls.RESPONSE}/rating`, () => HttpResponse.json({ rated: false })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('How are you getting on with the new inhaler?')).toBeInTheDocument();
    await userEvent.click(canvas.getByLabelText('Face to face'));
    await userEvent.type(canvas.getByLabelText('Your reply'), 'Much better, thank you.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findByText('Thank you. Your reply has been sent to the practice.')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Submit rating' })).toBeInTheDocument();
  },
};
