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

const chosenPatient = {
  channel: 'sms',
  body: 'Your review is due.',
  patient: { forename: 'Eleanor', surname: 'Whitfield', nhsNumber: '9991000003', mobile: '07700900100' },
};

/**
 * issue 23 item 21: 'Send at' is the one date entry pattern plus hours and minutes (24-hour), each a named group of
 * labelled boxes; a part left out, a time not on the clock and a time already gone are refused in words.
 */
export const SendAtRefused: Story = {
  beforeEach: () => {
    storage.set('createOutbound', chosenPatient);
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByRole('group', { name: 'Send date' });
    const time = canvas.getByRole('group', { name: 'Send time' });
    await userEvent.type(within(date).getByLabelText('Day'), '12');
    await userEvent.type(within(date).getByLabelText('Year'), '2026');
    await userEvent.type(within(time).getByLabelText('Hours'), '25');
    await userEvent.type(within(time).getByLabelText('Minutes'), '00');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Send date must include a month')).toBeInTheDocument();
    await expect(within(date).getByLabelText('Month')).toBeInvalid();
    await expect(within(date).getByLabelText('Day')).toBeValid();
    await expect(canvas.getByText('Send time must be a real time on the 24-hour clock')).toBeInTheDocument();
    await expect(within(time).getByLabelText('Hours')).toBeInvalid();
    await expect(within(time).getByLabelText('Minutes')).toBeValid();

    await userEvent.type(within(date).getByLabelText('Month'), '1');
    await userEvent.clear(within(date).getByLabelText('Year'));
    await userEvent.type(within(date).getByLabelText('Year'), '2020');
    await userEvent.clear(within(time).getByLabelText('Hours'));
    await userEvent.type(within(time).getByLabelText('Hours'), '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('The send time must be in the future.')).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Send time' })).toHaveAccessibleDescription(
      /The send time must be in the future/,
    );
    // a date without a time
    await userEvent.clear(within(time).getByLabelText('Hours'));
    await userEvent.clear(within(time).getByLabelText('Minutes'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(
      await canvas.findByText('Enter the send time, or leave the send date empty to send now'),
    ).toBeInTheDocument();
  },
};

/** A date and time on the UK clock travel as that instant (GMT in winter: 1 December 09:30 is 09:30Z). */
export const Scheduled: Story = {
  beforeEach: ({ msw }) => {
    storage.set('createOutbound', chosenPatient);
    msw.use(
      http.post(outboundMockUrls.LIST, async ({ request }) => {
        const body = (await request.json()) as { send_at: string | null };
        return problem(400, `send_at ${body.send_at}`, { fields: { send_at: `Scheduled for ${body.send_at}` } });
      }),
    );
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const year = new Date().getUTCFullYear() + 1;
    await userEvent.type(canvas.getByLabelText('Day'), '1/');
    await userEvent.keyboard(`12/${year}`);
    await userEvent.type(canvas.getByLabelText('Hours'), '09:');
    await userEvent.keyboard('30');
    await expect(canvas.getByLabelText('Minutes')).toHaveValue('30');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText(`Scheduled for ${year}-12-01T09:30:00.000Z`)).toBeInTheDocument();
    // the refused form keeps what was typed
    await expect(canvas.getByLabelText('Month')).toHaveValue('12');
  },
};
