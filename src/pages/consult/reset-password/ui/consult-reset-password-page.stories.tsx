import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import {
  consultResetHandlers,
  consultResetLoadingHandlers,
  patientAccountMockUrls,
} from '@/shared/mocks/patient-account-handlers';
import { problem } from '@/shared/mocks/request-handlers';
import { ConsultResetPasswordPage } from './consult-reset-password-page';

const meta = {
  title: 'pages/consult/reset-password/ConsultResetPasswordPage',
  component: ConsultResetPasswordPage,
  args: { token: 'k3Qm9xV2pL8rT5wY1zB4nC6dF0gH7jKa' },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
    withProviders('/consult/reset-password/k3Qm9xV2pL8rT5wY1zB4nC6dF0gH7jKa'),
  ],
} satisfies Meta<typeof ConsultResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consultResetLoadingHandlers);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Checking your link...')).toBeInTheDocument();
  },
};

/** A link nobody sent (the empty state: nothing to reset). */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consultResetHandlers('unknown'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This link is not valid.');
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(patientAccountMockUrls.LINK, () => problem(500, 'The service is unavailable')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The service is unavailable');
  },
};

export const Used: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consultResetHandlers('used'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This link has already been used. Ask your GP practice to send you a new one.',
    );
  },
};

export const Expired: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consultResetHandlers('expired'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This link has expired.');
  },
};

/** A valid link: the new password is checked, then saved. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consultResetHandlers('valid'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Riverside Medical Centre sent you this link, Eleanor. Choose a new password.'),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('New password'), 'A brand new passphrase');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'A brand new passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
  },
};
