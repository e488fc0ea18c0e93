import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import type { ConfirmationMessages } from '../api/service-hours';
import { ConfirmationMessagesPanel } from './confirmation-messages-panel';

const meta = {
  title: 'pages/console/requests/service-hours/ConfirmationMessagesPanel',
  component: ConfirmationMessagesPanel,
  decorators: [withProviders('/', { dataRouter: true })],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof ConfirmationMessagesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const DEFAULTS: ConfirmationMessages = {
  inHoursScreen: 'Your request has been sent to the practice.',
  outOfHoursScreen: 'The practice is closed. Your request will be read when it reopens.',
  inHoursEmail: 'Thank you for your request. The practice will reply within two working days.',
  outOfHoursEmail: 'Thank you for your request. The practice is closed and will reply when it reopens.',
};
const listing = (messages: ConfirmationMessages) =>
  graphql.query('ConsoleConfirmationMessages', () =>
    HttpResponse.json({ data: { consoleConfirmationMessages: { wcmsId: '1001', ...messages } } }),
  );

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleConfirmationMessages', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** Never blank on the server; an empty answer still renders four empty boxes. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing({ inHoursScreen: '', outOfHoursScreen: '', inHoursEmail: '', outOfHoursEmail: '' }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('In hours, on screen')).toHaveValue('');
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleConfirmationMessages', () =>
        HttpResponse.json({ errors: [{ message: 'Service unavailable' }] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** The config's default copy; one message changed and saved. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    let messages = DEFAULTS;
    msw.use(
      graphql.query('ConsoleConfirmationMessages', () =>
        HttpResponse.json({ data: { consoleConfirmationMessages: { wcmsId: '1001', ...messages } } }),
      ),
      graphql.mutation('SaveConfirmationMessages', ({ variables }) => {
        messages = variables.messages as ConfirmationMessages;
        return HttpResponse.json({ data: { saveConfirmationMessages: { wcmsId: '1001', ...messages } } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outOfHours = await canvas.findByLabelText('Out of hours, on screen');
    // the form takes the loaded messages just after it first renders
    await waitFor(() => expect(outOfHours).toHaveValue(DEFAULTS.outOfHoursScreen));
    await userEvent.clear(outOfHours);
    await userEvent.type(outOfHours, 'We are closed until 8am.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(outOfHours).toHaveValue('We are closed until 8am.');
  },
};

/** None may be blank; the server's refusal shows on its field and keeps what was typed. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      listing(DEFAULTS),
      graphql.mutation('SaveConfirmationMessages', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'The confirmation message must be 1000 characters or fewer',
              extensions: {
                code: 'VALIDATION_FAILED',
                fields: { inHoursEmail: 'The confirmation message must be 1000 characters or fewer' },
              },
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText('In hours, by email');
    await waitFor(() => expect(email).toHaveValue(DEFAULTS.inHoursEmail));
    await userEvent.clear(email);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter the confirmation message')).toBeInTheDocument();
    await userEvent.type(email, 'Thanks');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getAllByText('The confirmation message must be 1000 characters or fewer').length).toBeGreaterThan(
        0,
      ),
    );
    await expect(email).toHaveValue('Thanks');
  },
};
