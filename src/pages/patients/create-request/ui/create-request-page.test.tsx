import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installAuthBridge } from '@/shared/auth';
import { storage } from '@/shared/lib/storage';
import { hillview, riverside, TestProviders } from '@/shared/mocks';
import { CreateRequestPage } from './create-request-page';

beforeAll(installAuthBridge);
afterEach(() => {
  delete window.vixie;
  storage.remove('organisation');
});

function renderPage() {
  render(
    <TestProviders>
      <CreateRequestPage />
    </TestProviders>,
  );
}

describe('CreateRequestPage', () => {
  it('explains that the wizard needs the desktop client when opened in a browser', () => {
    storage.set('organisation', riverside);
    renderPage();
    expect(
      screen.getByText('Creating a request on a patient’s behalf is only available in the Carebridge desktop client'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('runs the wizard inside the desktop host', async () => {
    window.vixie = { Version: () => '20' };
    storage.set('organisation', riverside);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Step 1 of 7: Telephone' })).toBeInTheDocument();
  });

  it('says total triage is off for an organisation without it', () => {
    window.vixie = { Version: () => '20' };
    storage.set('organisation', { ...hillview, features: { outbound: true, requests: true, totalTriage: false } });
    renderPage();
    expect(screen.getByText('Total triage is not enabled for this organisation')).toBeInTheDocument();
  });
});
