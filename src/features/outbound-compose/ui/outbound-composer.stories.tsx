import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import { outboundMockUrls } from '@/shared/mocks/outbound-handlers';
import { problem } from '@/shared/mocks/request-handlers';
import { storage } from '@/shared/lib/storage';
import { OutboundComposer } from './outbound-composer';

const meta = {
  title: 'features/outbound-compose/OutboundComposer',
  component: OutboundComposer,
  args: { wcmsId: 1001, mode: 'single' },
  decorators: [
    withProviders('/full/outbound/list'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: () => storage.remove('createOutbound'),
} satisfies Meta<typeof OutboundComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Templates and pathways still loading: the form is usable without them. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(outboundMockUrls.TEMPLATES, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Message', { exact: true })).toBeEnabled();
  },
};

/** Nothing chosen yet: sending asks for the message and the patient. */
export const Empty: Story = {
  beforeEach: () => signInAs(demoAccounts.reception, riverside),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Enter the message.')).toBeInTheDocument();
  },
};

/** The server refuses: its message shows and what was typed stays. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post(outboundMockUrls.LIST, () => problem(500, 'The messaging service is unavailable')));
    storage.set('createOutbound', {
      channel: 'sms',
      body: 'Your results are ready.',
      patient: { forename: 'Eleanor', surname: 'Whitfield', nhsNumber: '9991000003', mobile: '07700900100' },
    });
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your unsent message was restored')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(
      await canvas.findByText(/could not be saved: The messaging service is unavailable/),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText('Message', { exact: true })).toHaveValue('Your results are ready.');
  },
};

/** Typing shows the character and fragment count (160 GSM-7 characters per single SMS). */
export const Filled: Story = {
  beforeEach: () => signInAs(demoAccounts.reception, riverside),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByLabelText('Message', { exact: true });
    await userEvent.click(message);
    await userEvent.paste('a'.repeat(161));
    await expect(canvas.getByTestId('fragment-counter')).toHaveTextContent('161 characters, 2 SMS (GSM-7)');
    await expect(await canvas.findByRole('option', { name: 'Hypertension review' })).toBeInTheDocument();
  },
};

/** issue 23 item 9: a chosen template is real, editable text in the message (counted as typed), not a placeholder. */
export const TemplateChosen: Story = {
  args: {
    mode: 'csv',
    csvRecipients: [{ nhs_number: '9991000003', mobile: '07700900100', forename: 'Eleanor', surname: 'Whitfield' }],
  },
  beforeEach: () => signInAs(demoAccounts.reception, riverside),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: 'Blood test reminder' });
    await userEvent.selectOptions(canvas.getByLabelText('Template', { exact: true }), 'Blood test reminder');
    const message = canvas.getByLabelText('Message', { exact: true });
    await expect((message as HTMLTextAreaElement).value).toMatch(/book a blood test/);
    await expect(message).not.toHaveAttribute('placeholder');
    await userEvent.type(message, ' Thank you.');
    await expect((message as HTMLTextAreaElement).value).toMatch(/Thank you\.$/);
    await expect(canvas.getByTestId('fragment-counter')).toHaveTextContent(
      `${(message as HTMLTextAreaElement).value.length} characters`,
    );
  },
};
