import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginPage, type LoginNotice } from './login-page';

function renderWith(state: LoginNotice | null) {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: [{ pathname: '/login', state }],
  });
  render(<RouterProvider router={router} />);
}

describe('LoginPage', () => {
  it('says why it was opened after a registration, with the new account prefilled', async () => {
    renderWith({ notice: 'registered', username: 'new.starter@riverside.nhs.uk' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is ready. Sign in to carry on.');
    expect(screen.getByLabelText('Email address')).toHaveValue('new.starter@riverside.nhs.uk');
  });

  it('says when automatic sign-in did not work', async () => {
    renderWith({ notice: 'autoSignInFailed' });
    expect(await screen.findByRole('status')).toHaveTextContent('Automatic sign-in did not work.');
  });

  it('shows no notice on an ordinary visit', async () => {
    renderWith(null);
    expect(await screen.findByRole('heading', { name: 'Sign in to Carebridge', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
