import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts, riverside, signInAs, TestProviders } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { patientResetHandlers } from '@/shared/mocks/patient-account-handlers';
import { PatientResetPasswordPage } from './patient-reset-password-page';

let signOut: () => void;
beforeEach(() => {
  signOut = signInAs(demoAccounts.reception, riverside);
});
afterEach(() => signOut());

function renderPage() {
  render(
    <TestProviders path="/full/patients/reset-password">
      <PatientResetPasswordPage />
    </TestProviders>,
  );
}

const field = () => screen.getByLabelText('Patient’s email address or NHS number');

describe('PatientResetPasswordPage', () => {
  it('sends an NHS number as digits and confirms where the link went', async () => {
    const bodies: unknown[] = [];
    server.use(...patientResetHandlers(bodies));
    renderPage();
    await userEvent.type(field(), '999 100 0003');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('reset-sent')).toHaveTextContent(
      'We emailed a password reset link for Eleanor Whitfield to e•••@example.com.',
    );
    expect(bodies).toEqual([{ nhs_number: '9991000003' }]);
  });

  it('sends an email address as an email address', async () => {
    const bodies: unknown[] = [];
    server.use(...patientResetHandlers(bodies));
    renderPage();
    await userEvent.type(field(), 'Oliver.Bennett@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('reset-sent')).toHaveTextContent('Oliver Bennett');
    expect(bodies).toEqual([{ email: 'oliver.bennett@example.com' }]);
  });

  it('checks the NHS number before asking the server, keeping what was typed', async () => {
    const bodies: unknown[] = [];
    server.use(...patientResetHandlers(bodies));
    renderPage();
    await userEvent.type(field(), '9991000004');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('This is not a valid NHS number. Check each digit and try again.'),
    ).toBeInTheDocument();
    expect(field()).toHaveValue('9991000004');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('says plainly when no account holds what was typed', async () => {
    server.use(...patientResetHandlers());
    renderPage();
    await userEvent.type(field(), '9991000267');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No Carebridge Consult account holds that email address or NHS number',
    );
  });
});
