import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installAuthBridge } from '@/shared/auth';
import type { LoginMutation, LoginMutationVariables } from '@/shared/api';
import { storage } from '@/shared/lib/storage';
import { server } from '@/shared/mocks/node';
import { DEMO_PASSWORD, demoAccounts, loginErrors, loginFailure, loginResult } from '@/shared/mocks';
import { LoginForm } from './login-form';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(path: string, props: Parameters<typeof LoginForm>[0] = {}) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm {...props} /> },
      { path: '/full/welcome/login', element: <LoginForm {...props} /> },
      { path: '/full/welcome/locked', element: <LoginForm {...props} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password = DEMO_PASSWORD) {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeAll(installAuthBridge);

const landedOn = async (path: string) => expect(await screen.findByTestId('location')).toHaveTextContent(path);

describe('LoginForm', () => {
  it('asks for the email address and password before calling the server', async () => {
    const user = renderAt('/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['INVALID_CREDENTIALS', loginErrors.INVALID_CREDENTIALS],
    ['ACCOUNT_LOCKED', loginErrors.ACCOUNT_LOCKED],
    ['RATE_LIMITED', 'Too many login attempts. Please try again in one minute.'],
    ['NO_SERVICE_ACCESS', 'Your account does not have access to this service'],
  ] as const)('shows the server message for %s', async (code, message) => {
    server.use(loginFailure(code));
    const user = renderAt('/login');
    await signIn(user, 'reception@riverside.nhs.uk');
    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(storage.get('session_data')).toBeNull();
    if (code === 'ACCOUNT_LOCKED') {
      expect(screen.getAllByRole('link', { name: 'Reset your password' })[0]).toHaveAttribute(
        'href',
        '/forgotten-password',
      );
    }
  });

  it('sends the audit with the sign-in', async () => {
    let variables: LoginMutationVariables | undefined;
    server.use(
      graphql.mutation<LoginMutation, LoginMutationVariables>('Login', ({ variables: v }) => {
        variables = v;
        return HttpResponse.json({ data: { login: loginResult('reception@riverside.nhs.uk') } });
      }),
    );
    const user = renderAt('/login');
    await signIn(user, 'reception@riverside.nhs.uk');
    await landedOn('/full/messages/list');
    expect(variables).toMatchObject({
      username: 'reception@riverside.nhs.uk',
      password: DEMO_PASSWORD,
      audit: { application: 'LT', wcmsId: 'unknown', userAgent: navigator.userAgent },
    });
  });

  it('signs in a member of one organisation, selects it and returns to the remembered page', async () => {
    storage.set('route', '/full/outbound/list');
    const user = renderAt('/login');
    await signIn(user, 'reception@riverside.nhs.uk');
    await landedOn('/full/outbound/list');
    expect(storage.get('session_data')).toMatchObject({ bearer_token: 'bearer-12', user_id: 12 });
    expect(storage.get('organisation')).toMatchObject({
      wcmsId: '1001',
      name: 'Riverside Medical Centre',
      role: 'editor',
    });
    expect(storage.get('super_user')).toBe(false);
    expect(storage.get('is_vpn')).toBe(false);
    expect(storage.get('route')).toBeNull();
  });

  it('sends a member of several organisations to select-organisation', async () => {
    const user = renderAt('/login');
    await signIn(user, 'manager@riverside.nhs.uk');
    await landedOn('/select-organisation');
    expect(storage.get('organisation')).toBeNull();
  });

  it('sends a super user to select-organisation and stores the flags', async () => {
    server.use(graphql.query('IsUsingVPN', () => HttpResponse.json({ data: { isUsingVPN: true } })));
    const user = renderAt('/login');
    await signIn(user, 'super@carebridge.nhs.uk');
    await landedOn('/select-organisation');
    expect(storage.get('super_user')).toBe(true);
    expect(storage.get('is_vpn')).toBe(true);
  });

  it('sends a user without an organisation to no-organisation, the full variant from /full', async () => {
    let user = renderAt('/login');
    await signIn(user, 'newstarter@riverside.nhs.uk');
    await landedOn('/no-organisation');
    storage.remove('session_data');
    document.body.innerHTML = '';
    user = renderAt('/full/welcome/login');
    await signIn(user, 'newstarter@riverside.nhs.uk');
    await landedOn('/full/no-organisation');
  });

  it('asks for the emailed code, shows a wrong code on the field and then signs in', async () => {
    const calls: LoginMutationVariables[] = [];
    server.use(
      graphql.mutation<LoginMutation, LoginMutationVariables>('Login', ({ variables }) => {
        calls.push(variables);
        if (!variables.twoFactorCode) {
          return HttpResponse.json({
            data: {
              login: {
                ...loginResult('reception@riverside.nhs.uk'),
                bearerToken: null,
                refreshToken: null,
                twoFactorRequired: 'email',
              },
            },
          });
        }
        if (variables.twoFactorCode !== '123456') {
          return HttpResponse.json({
            data: null,
            errors: [{ message: loginErrors.TWO_FACTOR_INVALID, extensions: { code: 'TWO_FACTOR_INVALID' } }],
          });
        }
        return HttpResponse.json({ data: { login: loginResult('reception@riverside.nhs.uk') } });
      }),
    );
    const user = renderAt('/login');
    await signIn(user, 'reception@riverside.nhs.uk');
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/We have emailed a security code to reception@riverside.nhs.uk/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the security code')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Security code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(loginErrors.TWO_FACTOR_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText('Security code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Security code'));
    await user.type(screen.getByLabelText('Security code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await landedOn('/full/messages/list');
    expect(calls.at(-1)).toMatchObject({ twoFactorCode: '123456', twoFactorCodeType: 'email' });
    expect(calls.at(-1)?.twoFactorSetup).toBeUndefined();
  });

  it('walks through authenticator setup: key as text, copy, otpauth link, then confirms with twoFactorSetup', async () => {
    const uri =
      'otpauth://totp/Carebridge:reception%40riverside.nhs.uk?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Carebridge';
    const calls: LoginMutationVariables[] = [];
    server.use(
      graphql.mutation<LoginMutation, LoginMutationVariables>('Login', ({ variables }) => {
        calls.push(variables);
        if (!variables.twoFactorCode) {
          return HttpResponse.json({
            data: {
              login: {
                ...loginResult('reception@riverside.nhs.uk'),
                bearerToken: null,
                refreshToken: null,
                twoFactorRequired: 'authenticator',
                twoFactorSetupUri: uri,
              },
            },
          });
        }
        return HttpResponse.json({ data: { login: loginResult('reception@riverside.nhs.uk') } });
      }),
    );
    const user = renderAt('/login');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await signIn(user, 'reception@riverside.nhs.uk');
    expect(await screen.findByRole('heading', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(screen.getByTestId('setup-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(screen.getByRole('link', { name: 'Open in an authenticator app on this device' })).toHaveAttribute(
      'href',
      uri,
    );
    await user.click(screen.getByRole('button', { name: 'Copy setup key' }));
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXPJBSWY3DP');
    expect(await screen.findByText('Setup key copied')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Security code'), '654 321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await landedOn('/full/messages/list');
    expect(calls.at(-1)).toMatchObject({
      twoFactorCode: '654 321',
      twoFactorCodeType: 'authenticator',
      twoFactorSetup: true,
    });
  });

  it.each(['TWO_FACTOR_EXPIRED', 'TWO_FACTOR_MISMATCH'] as const)('shows %s on the code field', async (code) => {
    server.use(
      graphql.mutation<LoginMutation, LoginMutationVariables>('Login', ({ variables }) =>
        variables.twoFactorCode
          ? HttpResponse.json({ data: null, errors: [{ message: loginErrors[code], extensions: { code } }] })
          : HttpResponse.json({
              data: {
                login: {
                  ...loginResult('reception@riverside.nhs.uk'),
                  bearerToken: null,
                  refreshToken: null,
                  twoFactorRequired: 'email',
                },
              },
            }),
      ),
    );
    const user = renderAt('/login');
    await signIn(user, 'reception@riverside.nhs.uk');
    await user.type(await screen.findByLabelText('Security code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(loginErrors[code])).toBeInTheDocument();
    expect(screen.getByLabelText('Security code')).toHaveAttribute('aria-invalid', 'true');
    expect(storage.get('session_data')).toBeNull();
  });

  it('can start again from the code step with the email address kept', async () => {
    server.use(
      graphql.mutation<LoginMutation, LoginMutationVariables>('Login', () =>
        HttpResponse.json({
          data: {
            login: {
              ...loginResult('reception@riverside.nhs.uk'),
              bearerToken: null,
              refreshToken: null,
              twoFactorRequired: 'authenticator',
            },
          },
        }),
      ),
    );
    const user = renderAt('/login');
    await signIn(user, 'reception@riverside.nhs.uk');
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('reception@riverside.nhs.uk');
  });

  it('returns to the lock record url, keeping the organisation', async () => {
    storage.set('organisation', { wcmsId: '1002', name: 'Hillview Surgery', clinicalSystem: 'systmone', role: 'full' });
    const user = renderAt('/full/welcome/locked', {
      defaultUsername: demoAccounts.manager.viewer.email,
      returnTo: '/full/patients/find-patient',
    });
    expect(screen.getByLabelText('Email address')).toHaveValue('manager@riverside.nhs.uk');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await landedOn('/full/patients/find-patient');
    expect(storage.get('organisation')).toMatchObject({ wcmsId: '1002', role: 'full' });
  });
});
