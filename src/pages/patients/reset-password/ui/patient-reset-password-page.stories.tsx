import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import {
  patientAccountMockUrls,
  patientResetHandlers,
  patientResetSendingHandlers,
} from '@/shared/mocks/patient-account-handlers';
import { problem } from '@/shared/mocks/request-handlers';
import { PatientResetPasswordPage } from './patient-reset-password-page';

const meta = {
  title: 'pages/patients/reset-password/PatientResetPasswordPage',
  component: PatientResetPasswordPage,
  decorators: [
    withProviders('/full/patients/reset-password'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof PatientResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement, value: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Patient’s email address or NHS number'), value);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
  return canvas;
}

/** Nothing sent yet (the form's empty state). */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...patientResetHandlers());
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reset password', level: 1 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Enter the patient’s email address or NHS number')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...patientResetSendingHandlers);
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, '9991000003');
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** Sent: the confirmation names the patient and the masked address. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...patientResetHandlers());
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, '999 100 0003');
    const sent = await canvas.findByTestId('reset-sent');
    await expect(sent).toHaveTextContent('Reset link sent');
    await expect(sent).toHaveTextContent('for Eleanor Whitfield to e•••@example.com');
  },
};

export const NotFound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...patientResetHandlers());
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'nobody@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No Carebridge Consult account holds that email address or NHS number',
    );
    await expect(canvas.getByLabelText('Patient’s email address or NHS number')).toHaveValue('nobody@example.com');
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(patientAccountMockUrls.RESET, () =>
        problem(409, 'This patient has not verified the email address of their Carebridge Consult account'),
      ),
    );
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, '9991000267');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The reset link could not be sent');
    await expect(alert).toHaveTextContent('has not verified the email address');
  },
};
