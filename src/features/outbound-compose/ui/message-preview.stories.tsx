import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { MessagePreview } from './message-preview';

const meta = {
  title: 'features/outbound-compose/MessagePreview',
  component: MessagePreview,
  args: {
    body: 'Dear [patient first name], [practice name] has flu jabs on Saturday. [staff name]',
    recipients: [],
    practiceName: 'Riverside Medical Centre',
    staffName: 'Tom Hughes',
  },
} satisfies Meta<typeof MessagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No recipients yet (the CSV is still being checked): nothing to preview. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** A message with no placeholder reads the same for everyone: no preview. */
export const Empty: Story = {
  args: { body: 'The surgery is closed on Monday.', recipients: [{ forename: 'Ellie', surname: 'Morgan' }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** A placeholder with no value (no practice name known) stays as typed, so the sender sees what is missing. */
export const Error: Story = {
  args: { practiceName: null, recipients: [{ forename: 'Ellie', surname: 'Morgan' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('outbound-preview')).toHaveTextContent(
      'Dear Ellie, [practice name] has flu jabs on Saturday. Tom Hughes',
    );
  },
};

/** Each of the first recipients with their own first name; the rest counted. */
export const Filled: Story = {
  args: {
    recipients: [
      { forename: 'Ellie', surname: 'Morgan' },
      { forename: 'Arthur John', surname: 'Price' },
      { forename: 'Zara', surname: 'Hussain' },
      { forename: 'George', surname: 'Patel' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'What patients will receive' })).toBeInTheDocument();
    const items = canvas.getAllByTestId('outbound-preview');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveTextContent(
      'To Arthur John PriceDear Arthur, Riverside Medical Centre has flu jabs on Saturday. Tom Hughes',
    );
    await expect(canvas.getByText('Each of the other 1 recipients gets their own first name.')).toBeInTheDocument();
  },
};
