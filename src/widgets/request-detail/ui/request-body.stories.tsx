import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { requestDetailFixture } from '@/shared/mocks/fixtures/requests';
import { RequestBody } from './request-body';

const polish = requestDetailFixture({
  body: 'My left knee hurts when I go down stairs.',
  answers: [],
  translation: { language: 'pl', enabled: false, original_body: 'Boli mnie lewe kolano na schodach.' },
});

const meta = {
  title: 'widgets/request-detail/RequestBody',
  component: RequestBody,
  decorators: [withProviders()],
  args: { request: polish, headingLevel: 3, disabled: false, onAction: fn(async () => true) },
} satisfies Meta<typeof RequestBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A change is on its way: the translation toggle waits. */
export const Loading: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show the English translation' })).toBeDisabled();
  },
};

/** Nothing written and no answers: no card at all. */
export const Empty: Story = {
  args: { request: requestDetailFixture({ body: null, answers: [], translation: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('What the patient wrote')).toBeNull();
  },
};

/** The switch is refused: the patient's own words stay shown. */
export const Error: Story = {
  args: { onAction: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the English translation' }));
    await expect(args.onAction).toHaveBeenCalled();
    await expect(canvas.getByText('Boli mnie lewe kolano na schodach.')).toBeInTheDocument();
  },
};

/** Written in Polish: their words, labelled with the language, and the switch to English. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In Polish, as the patient wrote it')).toBeInTheDocument();
    await expect(canvas.getByText('Boli mnie lewe kolano na schodach.')).toHaveAttribute('lang', 'pl');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the English translation' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      { action: 'translation', enabled: true },
      'The English translation is shown.',
    );
  },
};
