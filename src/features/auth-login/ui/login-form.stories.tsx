import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { LoginMutation } from '@/shared/api';
import { loginFailure, loginResult, withProviders } from '@/shared/mocks';
import { Card, CardContent } from '@/shared/ui';
import { LoginForm } from './login-form';

const meta = {
  title: 'features/auth-login/LoginForm',
  component: LoginForm,
  decorators: [
    withProviders('/login'),
    (Story) => (
      <main className="mx-auto max-w-lg">
        <Card>
          <CardContent>
            <Story />
          </CardContent>
        </Card>
      </main>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, email = 'reception@riverside.nhs.uk') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email address'), email);
  await userEvent.type(canvas.getByLabelText('Password'), 'Carebridge-demo-1');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

function challenge(login: Partial<LoginMutation['login']>) {
  return graphql.mutation('Login', () =>
    HttpResponse.json({
      data: {
        login: { ...loginResult('reception@riverside.nhs.uk'), bearerToken: null, refreshToken: null, ...login },
      },
    }),
  );
}

/** The empty form. */
export const Empty: Story = {};

/** Nothing typed: the fields say what they need. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your email address')).toBeInTheDocument();
    await expect(canvas.getByText('Enter your password')).toBeInTheDocument();
  },
};

/** Waiting for the server: the button is busy. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.mutation('Login', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** spec §8: the rate limit message comes from the server. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginFailure('RATE_LIMITED'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Please try again in one minute.',
    );
  },
};

/** Locked after three failed attempts: the message offers a password reset. */
export const AccountLocked: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginFailure('ACCOUNT_LOCKED'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Reset your password' })).toBeInTheDocument();
  },
};

/** The organisation mandates an emailed code. */
export const EmailCode: Story = {
  beforeEach: ({ msw }) => {
    msw.use(challenge({ twoFactorRequired: 'email' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Security code')).toBeInTheDocument();
  },
};

/** First sign-in under an authenticator mandate: the setup key as text, and the otpauth link. */
export const AuthenticatorSetup: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      challenge({
        twoFactorRequired: 'authenticator',
        twoFactorSetupUri:
          'otpauth://totp/Carebridge:reception%40riverside.nhs.uk?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Carebridge',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    await expect(canvas.getByTestId('setup-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
  },
};

/** The lock screen's form: the username is filled in. */
export const Prefilled: Story = {
  args: {
    title: 'You have been signed out',
    intro: <p>You were signed out because you were inactive. Sign in again to carry on where you left off.</p>,
    defaultUsername: 'reception@riverside.nhs.uk',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email address')).toHaveValue('reception@riverside.nhs.uk');
  },
};
