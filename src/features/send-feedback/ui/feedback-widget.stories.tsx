import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { FeedbackWidget } from './feedback-widget';

const meta = {
  title: 'features/send-feedback/FeedbackWidget',
  component: FeedbackWidget,
  decorators: [withProviders('/full/messages/list')],
} satisfies Meta<typeof FeedbackWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = () => signInAs(demoAccounts.reception, { ...riverside, role: 'editor' });

/** A comment is required; a sent comment closes the box. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.mutation('SendFeedback', () => HttpResponse.json({ data: { sendFeedback: true } })));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Feedback' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Send feedback' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(await dialog.findByText('Enter your feedback.')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Your feedback'), 'Love it');
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Feedback' })).toBeInTheDocument();
  },
};

/** The server's refusal is shown and the text stays. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.mutation('SendFeedback', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Feedback' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Send feedback' }));
    await userEvent.type(dialog.getByLabelText('Your feedback'), 'Slow');
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(await dialog.findByText('Service unavailable')).toBeInTheDocument();
    await expect(dialog.getByLabelText('Your feedback')).toHaveValue('Slow');
  },
};
