import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { graphql, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/api';
import { installAuthBridge } from '@/shared/auth';
import { storage } from '@/shared/lib/storage';
import { loginResult } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { RegisterPage } from './register-page';

let router: ReturnType<typeof createMemoryRouter>;

function renderAt(path: string) {
  router = createMemoryRouter(
    [
      { path: '/full/welcome/register/:token', element: <RegisterPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeAll(installAuthBridge);
afterEach(() => queryClient.clear());

const invitation = graphql.query('Registration', ({ variables }) =>
  variables.token === 'good'
    ? HttpResponse.json({
        data: {
          registration: {
            email: 'reception@riverside.nhs.uk',
            organisationName: 'Riverside Medical Centre',
            forename: 'Rita',
            surname: 'Reception',
          },
        },
      })
    : HttpResponse.json({
        data: null,
        errors: [
          {
            message: 'This link has expired. Ask your practice manager for a new one.',
            extensions: { code: 'LINK_EXPIRED' },
          },
        ],
      }),
);

describe('RegisterPage', () => {
  it('explains an expired invitation', async () => {
    server.use(invitation);
    renderAt('/full/welcome/register/old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired. Ask your practice manager for a new one.',
    );
  });

  it('checks names and passwords, registers and signs in', async () => {
    let variables: unknown;
    server.use(
      invitation,
      graphql.mutation('Register', ({ variables: v }) => {
        variables = v;
        return HttpResponse.json({ data: { register: loginResult('reception@riverside.nhs.uk') } });
      }),
    );
    const user = renderAt('/full/welcome/register/good');
    expect(await screen.findByText('You have been invited to join Riverside Medical Centre.')).toBeInTheDocument();
    expect(screen.getByText('reception@riverside.nhs.uk')).toBeInTheDocument();
    // the name the manager entered starts the form; emptied, it is asked for
    expect(screen.getByLabelText('First name')).toHaveValue('Rita');
    expect(screen.getByLabelText('Last name')).toHaveValue('Reception');
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'Rita');
    await user.type(screen.getByLabelText('Last name'), 'Reception');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/full/messages/list'));
    expect(variables).toEqual({
      token: 'good',
      forename: 'Rita',
      surname: 'Reception',
      password: 'correct horse battery',
      passwordConfirmation: 'correct horse battery',
    });
    expect(storage.get('session_data')?.user_id).toBe(12);
    expect(storage.get('organisation')?.wcmsId).toBe('1001');
  });
});
