import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { FftSettingsPanel } from './fft-settings-page';

const OFF = { requestTypes: [], sendDelayDays: 0, appointmentOption: false, invitationMethod: 'sms' as const };
const ON = {
  requestTypes: ['medical'],
  sendDelayDays: 2,
  appointmentOption: true,
  invitationMethod: 'nhs_app' as const,
};
const settings = (value: typeof OFF | typeof ON) =>
  graphql.query('FftSettings', () => HttpResponse.json({ data: { fftSettings: value } }));

const meta = {
  title: 'pages/console/requests/fft/FftSettingsPanel',
  component: FftSettingsPanel,
  args: { wcmsId: riverside.wcmsId },
  decorators: [withProviders('/full/management-console/friends-and-family-test', { dataRouter: true })],
} satisfies Meta<typeof FftSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = () => signInAs(demoAccounts.manager, { ...riverside, role: 'full' });

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('FftSettings', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('loading...')).toBeInTheDocument();
  },
};

/** Off: no request type chosen, immediately, by SMS. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(settings(OFF));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Immediately' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Medical' })).not.toBeChecked();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.query('FftSettings', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(settings(ON));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Medical' })).toBeChecked();
    await expect(canvas.getByLabelText('Number of days')).toHaveValue('2');
    await expect(canvas.getByRole('radio', { name: 'NHS App' })).toBeChecked();
  },
};

/** A delay of days needs a number from 1 to 30; the typed value stays. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(settings(ON));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await canvas.findByLabelText('Number of days');
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Enter the send delay: immediately, or a whole number of days from 1 to 30.'),
    ).toBeInTheDocument();
    await expect(days).toHaveValue('45');
  },
};
