import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { ConsultFftPage } from './consult-fft-page';

const TOKEN = 'abcdefghijklmnopqrstuvwx';
const URL_PATTERN = '*/api/fft/:token';

const meta = {
  title: 'pages/consult/fft/ConsultFftPage',
  component: ConsultFftPage,
  args: { token: TOKEN },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
    withProviders(`/consult/fft/${TOKEN}`),
  ],
} satisfies Meta<typeof ConsultFftPage>;

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
    await expect(await within(canvasElement).findByRole('status', { name: 'loading...' })).toBeInTheDocument();
  },
};

/** Not a valid link (404). */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(URL_PATTERN, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This survey link is not valid.')).toBeInTheDocument();
  },
};

/** The answer could not be sent: the choice and comment stay. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(URL_PATTERN, () =>
        HttpResponse.json({ organisation_name: 'Riverside Medical Centre', answered: false }),
      ),
      http.post(URL_PATTERN, () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Poor' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(await canvas.findByText('Your answer was not sent. Please try again.')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Poor' })).toBeChecked();
  },
};

/** The question, six answers, a comment; one answer recorded. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(URL_PATTERN, () =>
        HttpResponse.json({ organisation_name: 'Riverside Medical Centre', answered: false }),
      ),
      http.post(URL_PATTERN, () =>
        HttpResponse.json({ organisation_name: 'Riverside Medical Centre', answered: true }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('radio')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(await canvas.findByText('Choose one answer.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Very good' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(await canvas.findByText('Thank you for your answer.')).toBeInTheDocument();
  },
};
