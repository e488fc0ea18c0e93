import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { demoAccounts, riverside, signInAs, TestProviders } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { adhocVideoFixture } from '@/shared/mocks/video-handlers';
import { videoConsultationsFixture, videoListHandlers } from '@/shared/mocks/video-list-handlers';
import { VideoConsultationsPage } from './video-consultations-page';

let signOut: () => void;
beforeEach(() => {
  signOut = signInAs(demoAccounts.reception, riverside);
});
afterEach(() => signOut());

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  render(
    <TestProviders path={path}>
      <Routes>
        <Route
          path="/full/patients/video-consultations"
          element={
            <>
              <VideoConsultationsPage />
              <Where />
            </>
          }
        />
      </Routes>
    </TestProviders>,
  );
}

describe('VideoConsultationsPage', () => {
  it('lists one patient’s consultations when the URL names their NHS number', async () => {
    const requests: URLSearchParams[] = [];
    server.use(...videoListHandlers(videoConsultationsFixture(), requests));
    renderAt('/full/patients/video-consultations?nhs=9991000003');
    const rows = await screen.findAllByTestId('video-consultation');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText(/Eleanor Whitfield/)).toBeInTheDocument();
    expect(screen.getByText('Showing video consultations for NHS number 999 100 0003')).toBeInTheDocument();
    expect(requests.at(-1)?.get('patient_nhs_number')).toBe('9991000003');
    expect(requests.at(-1)?.get('wcms_id')).toBe(String(riverside.wcmsId));
    expect(screen.getByLabelText('Patient NHS number')).toHaveValue('9991000003');
  });

  it('does not ask the server about an invalid NHS number in the URL, and says why', async () => {
    const requests: URLSearchParams[] = [];
    server.use(...videoListHandlers(videoConsultationsFixture(), requests));
    renderAt('/full/patients/video-consultations?nhs=9991000004');
    expect(
      await screen.findByText('This is not a valid NHS number. Check each digit and try again.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('filters by what is typed and clears back to every patient', async () => {
    server.use(...videoListHandlers());
    renderAt('/full/patients/video-consultations');
    expect(await screen.findAllByTestId('video-consultation')).toHaveLength(5);
    await userEvent.type(screen.getByLabelText('Patient NHS number'), '999 100 0135');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Showing video consultations for NHS number 999 100 0135')).toBeInTheDocument();
    // the NHS number is kept out of the URL (issue 23)
    expect(screen.getByTestId('location')).toHaveTextContent(/\/full\/patients\/video-consultations\?ref=\w+$/);
    expect(screen.getByTestId('location')).not.toHaveTextContent('9991000135');
    expect(await screen.findAllByTestId('video-consultation')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show all patients' }));
    expect(await screen.findAllByTestId('video-consultation')).toHaveLength(5);
    expect(screen.getByLabelText('Patient NHS number')).toHaveValue('');
  });

  it('follows the URL when the filter changes from outside the form (the patients menu)', async () => {
    server.use(...videoListHandlers());
    renderAt('/full/patients/video-consultations?nhs=9991000003');
    expect(await screen.findAllByTestId('video-consultation')).toHaveLength(1);
    expect(screen.getByLabelText('Patient NHS number')).toHaveValue('9991000003');
    await userEvent.click(screen.getByRole('link', { name: 'Video consultations' }));
    expect(await screen.findAllByTestId('video-consultation')).toHaveLength(5);
    expect(screen.getByLabelText('Patient NHS number')).toHaveValue('');
  });

  it('pages through a long list, 25 at a time', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      adhocVideoFixture({ id: 100 - i, appointment_dt: new Date(Date.UTC(2026, 4, 4, 10, 59 - i)).toISOString() }),
    );
    server.use(...videoListHandlers(many));
    renderAt('/full/patients/video-consultations');
    expect(await screen.findAllByTestId('video-consultation')).toHaveLength(25);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await screen.findAllByTestId('video-consultation')).toHaveLength(5);
    expect(screen.getByTestId('location')).toHaveTextContent('?page=2');
  });
});
