import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { demoAccounts, riverside, signInAs, TestProviders } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { storage } from '@/shared/lib/storage';
import { StartVideoPage } from './start-video-page';

let cleanup: () => void = () => undefined;
afterEach(() => {
  cleanup();
  storage.remove('currentPatient');
});

function renderAt(path: string) {
  cleanup = signInAs(demoAccounts.clinician, riverside);
  render(
    <TestProviders path={path}>
      <Routes>
        <Route path="/start-video" element={<StartVideoPage />} />
        <Route path="/set-room-name" element={<p>Room name step</p>} />
      </Routes>
    </TestProviders>,
  );
  return userEvent.setup();
}

describe('StartVideoPage', () => {
  it('creates the appointment for the request’s patient with the mobile normalised, then names the room', async () => {
    let posted: unknown;
    server.use(
      graphql.query('VideoPatientSearch', () =>
        HttpResponse.json({
          data: {
            searchPatient: [
              {
                id: 'EMIS-5002',
                forename: 'Amara',
                surname: 'Okoye',
                nhsNumber: '9991000267',
                dateOfBirth: '1985-01-27',
                mobilePhone: '07700 900999',
              },
            ],
          },
        }),
      ),
      http.post('*/api/adhoc-video', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(
          { id: 41, uid: 'x'.repeat(32), appointment_dt: '2026-05-04T10:00:00Z', participants: 0 },
          { status: 201 },
        );
      }),
    );
    const user = renderAt(
      '/start-video?nhs_number=9991000267&forename=Amara&surname=Okoye&mobile=07700%20900114&message_id=3',
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Room name step')).toBeInTheDocument();
    expect(posted).toEqual({
      wcms_id: 1001,
      patient_nhs_number: '9991000267',
      message_id: 3,
      patient_details: {
        forename: 'Amara',
        surname: 'Okoye',
        date_of_birth: '1985-01-27',
        // the chosen number first, the clinical record's after it
        mobile_numbers: ['07700900114', '07700900999'],
      },
    });
  });

  it('takes the current patient the desktop host stored when the query names none', async () => {
    storage.set('currentPatient', { NHS: '9991000267', Forename: 'Amara', Surname: 'Okoye' });
    server.use(graphql.query('VideoPatientSearch', () => HttpResponse.json({ data: { searchPatient: [] } })));
    const user = renderAt('/start-video?route=start-video&new=true');
    expect(await screen.findByText('Amara Okoye')).toBeInTheDocument();
    expect(screen.getByLabelText('NHS number')).toHaveValue('9991000267');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the patient’s mobile number')).toBeInTheDocument();
  });

  it('shows the server’s field message and keeps what was typed', async () => {
    server.use(
      graphql.query('VideoPatientSearch', () => HttpResponse.json({ data: { searchPatient: [] } })),
      http.post('*/api/adhoc-video', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Enter a valid NHS number',
            fields: { patient_nhs_number: 'Enter a valid NHS number' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = renderAt('/start-video?nhs_number=9991000267&surname=Okoye&mobile=07700900114');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid NHS number')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('07700900114');
  });
});
