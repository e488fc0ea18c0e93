import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { problem } from '@/shared/mocks/request-handlers';
import { RateSubmission } from './rate-submission';

const TOKEN = 'abcdefghijklmnopqrstuvwx';
const URL_PATTERN = '*/api/outbound-response/:token/rating';

const meta = {
  title: 'pages/consult/reply/RateSubmission',
  component: RateSubmission,
  args: { token: TOKEN },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
    withProviders(`/consult/reply/${TOKEN}`),
  ],
} satisfies Meta<typeof RateSubmission>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(URL_PATTERN, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading the rating form...' }),
    ).toBeInTheDocument();
  },
};

/** Not rated yet: the scale with its legend, the optional comment and Submit; a rating is required. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(URL_PATTERN, () => HttpResponse.json({ rated: false })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scale = await canvas.findByRole('group', { name: 'How easy was it to send your request to the practice?' });
    await expect(within(scale).getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByRole('heading', { name: 'Rate your experience (optional)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit rating' }));
    await expect(await canvas.findByText('Choose a rating from 1 to 5.')).toBeInTheDocument();
  },
};

/** The rating could not be sent: the server's message shows and the choice and comment stay. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(URL_PATTERN, () => HttpResponse.json({ rated: false })),
      http.post(URL_PATTERN, () => problem(500, 'Service unavailable')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '2 - Difficult' }));
    await userEvent.type(canvas.getByLabelText('Comment (optional)'), 'The page was slow');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit rating' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your rating was not sent');
    await expect(canvas.getByRole('radio', { name: '2 - Difficult' })).toBeChecked();
    await expect(canvas.getByLabelText('Comment (optional)')).toHaveValue('The page was slow');
  },
};

/** The patient rates 4 with a comment: thanked, with the rating they gave. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(URL_PATTERN, () => HttpResponse.json({ rated: false })),
      http.post(URL_PATTERN, async ({ request }) => {
        const body = (await request.json()) as { rating: number; comment?: string };
        return HttpResponse.json({ rated: true, ...body }, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '4 - Easy' }));
    await userEvent.type(canvas.getByLabelText('Comment (optional)'), 'Quick and easy');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit rating' }));
    await expect(await canvas.findByText('Thank you for your rating.')).toBeInTheDocument();
    await expect(canvas.getByText('Your rating: 4 out of 5')).toBeInTheDocument();
  },
};

/** Already rated (a second visit to the link): no second rating is offered. */
export const AlreadyRated: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(URL_PATTERN, () => HttpResponse.json({ rated: true, rating: 5 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have already rated this. Thank you.')).toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};
