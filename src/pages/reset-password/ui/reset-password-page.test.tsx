import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/mocks/node';
import { ResetPasswordPage } from './reset-password-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/full/welcome/reset-password/:token', element: <ResetPasswordPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('explains a link without a token', () => {
    renderAt('/reset-password');
    expect(screen.getByText(/This link is not complete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgotten-password');
  });

  it('applies the password rules of spec §5 before calling the server', async () => {
    const user = renderAt('/reset-password?token=abc');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Enter a password')).toBeInTheDocument();
    expect(screen.getByText('Confirm your password')).toBeInTheDocument();
    await fill(user, 'short', 'short');
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill(user, 'correct horse battery', 'correct horse batterx');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sets the password from the ?token= link and offers sign-in', async () => {
    let variables: unknown;
    server.use(
      graphql.mutation('ResetPassword', ({ variables: v }) => {
        variables = v;
        return HttpResponse.json({ data: { resetPassword: true } });
      }),
    );
    const user = renderAt('/reset-password?token=tok-1');
    await fill(user, 'correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(variables).toEqual({
      token: 'tok-1',
      password: 'correct horse battery',
      passwordConfirmation: 'correct horse battery',
    });
  });

  it('takes the token from the full path and shows the server message for an expired link', async () => {
    server.use(
      graphql.mutation('ResetPassword', ({ variables }) => {
        expect(variables.token).toBe('tok-2');
        return HttpResponse.json({
          data: null,
          errors: [{ message: 'This link has expired. Request a new one.', extensions: { code: 'LINK_EXPIRED' } }],
        });
      }),
    );
    const user = renderAt('/full/welcome/reset-password/tok-2');
    await fill(user, 'correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Request a new one.');
  });

  it("puts the server's field messages on the fields", async () => {
    server.use(
      graphql.mutation('ResetPassword', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Your password must be 1024 characters or fewer.',
              extensions: {
                code: 'VALIDATION_FAILED',
                fields: { password: 'Your password must be 1024 characters or fewer.' },
              },
            },
          ],
        }),
      ),
    );
    const user = renderAt('/reset-password?token=tok-3');
    await fill(user, 'correct horse battery', 'correct horse battery');
    expect(await screen.findByText('Your password must be 1024 characters or fewer.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });
});
