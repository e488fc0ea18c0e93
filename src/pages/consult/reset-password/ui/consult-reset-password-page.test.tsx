import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { consultResetHandlers, patientAccountMockUrls } from '@/shared/mocks/patient-account-handlers';
import { problem } from '@/shared/mocks/request-handlers';
import { ConsultResetPasswordPage } from './consult-reset-password-page';

function renderPage() {
  render(
    <TestProviders path="/consult/reset-password/k3Qm9xV2pL8rT5wY1zB4nC6dF0gH7jKa">
      <ConsultResetPasswordPage token="k3Qm9xV2pL8rT5wY1zB4nC6dF0gH7jKa" />
    </TestProviders>,
  );
}

async function fill(password: string, confirmation = password) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ConsultResetPasswordPage', () => {
  it('checks the password rules before sending, keeping what was typed', async () => {
    server.use(...consultResetHandlers('valid'));
    renderPage();
    await fill('short', 'short');
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await fill('long enough password', 'long enough passw0rd');
    expect(await screen.findByText(/do not match/i)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('long enough passw0rd');
  });

  it('shows the server’s field message on its field', async () => {
    server.use(...consultResetHandlers('valid'));
    // added after, so it answers first
    server.use(
      http.post(patientAccountMockUrls.LINK, () =>
        problem(400, 'The passwords do not match.', {
          fields: { password_confirmation: 'The passwords do not match.' },
        }),
      ),
    );
    renderPage();
    await fill('long enough password');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the link was used meanwhile (another tab)', async () => {
    server.use(...consultResetHandlers('valid'));
    // added after, so it answers first
    server.use(
      http.post(patientAccountMockUrls.LINK, () =>
        problem(410, 'This link has already been used. Ask your GP practice to send you a new one.'),
      ),
    );
    renderPage();
    await fill('long enough password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
  });
});
