import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/mocks/node';
import { ForgottenPasswordPage } from './forgotten-password-page';

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <ForgottenPasswordPage /> }], {
    initialEntries: ['/forgotten-password'],
  });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('ForgottenPasswordPage', () => {
  it('checks the address before asking the server', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByText(/Enter an email address in the correct format/)).toBeInTheDocument();
  });

  it.each(['reception@riverside.nhs.uk', 'nobody@nowhere.nhs.uk'])(
    'gives the same confirmation for %s',
    async (email) => {
      let asked: unknown;
      server.use(
        graphql.mutation('RequestPasswordReset', ({ variables, request }) => {
          asked = variables.email;
          expect(request.headers.get('authorization')).toBeNull();
          return HttpResponse.json({ data: { requestPasswordReset: true } });
        }),
      );
      const user = renderPage();
      await user.type(screen.getByLabelText('Email address'), email);
      await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
      expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
      expect(screen.getByText(`If ${email} belongs to a Carebridge account`, { exact: false })).toBeInTheDocument();
      expect(asked).toBe(email);
    },
  );

  it('says so when the request could not be sent', async () => {
    server.use(graphql.mutation('RequestPasswordReset', () => HttpResponse.json({}, { status: 503 })));
    const user = renderPage();
    await user.type(screen.getByLabelText('Email address'), 'reception@riverside.nhs.uk');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Response not successful: Received status code 503');
  });
});
