import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { appointmentFixture, riverside, signInAs, smithFamily, demoAccounts, TestProviders } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { BookingPanel } from './booking-panel';

const sarah = { ...smithFamily[0]!, id: 'EMIS-5101', forename: 'Sarah', title: 'Mrs', nhsNumber: '9991013148' };
const inAWeek = (hour: number) => {
  const at = new Date(Date.now() + 7 * 86_400_000);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function renderPanel() {
  cleanup = signInAs(demoAccounts.reception, riverside);
  render(
    <TestProviders>
      <BookingPanel wcmsId="1001" patient={sarah} />
    </TestProviders>,
  );
  return userEvent.setup();
}

describe('BookingPanel', () => {
  it('asks for this week’s free slots once, however often it renders (the clock does not change the query)', async () => {
    let asked = 0;
    server.use(
      graphql.query('GetAvailableAppointments', () => {
        asked += 1;
        return HttpResponse.json({ data: { getAvailableAppointments: [] } });
      }),
    );
    renderPanel();
    expect(await screen.findByText('No free appointments this week')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toBe(1);
  });

  it('moves focus to the panel when it opens', async () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Book an appointment' })).toHaveFocus();
  });

  it('books only after confirming, once, and a double click on a slot books nothing', async () => {
    const slot = appointmentFixture(701, inAWeek(10), { consultingStaff: 'Dr James Whitmore' });
    const booked: string[] = [];
    server.use(
      graphql.query('GetAvailableAppointments', () =>
        HttpResponse.json({ data: { getAvailableAppointments: booked.length ? [] : [slot] } }),
      ),
      graphql.mutation('BookAppointment', ({ variables }) => {
        booked.push(String(variables.appointmentId));
        return HttpResponse.json({
          data: {
            bookAppointment: {
              id: slot.id,
              startTime: slot.startTime,
              status: 'Booked',
              consultingStaff: 'Dr James Whitmore',
              patient: { id: 'EMIS-5101' },
            },
          },
        });
      }),
    );
    const user = renderPanel();
    const button = await screen.findByRole('button', { name: /^Book .+ with Dr James Whitmore$/ });
    await user.dblClick(button);
    const dialog = await screen.findByRole('dialog', { name: 'Book this appointment?' });
    expect(within(dialog).getByText(/for Mrs Sarah Smith \(NHS number 999 101 3148\)/)).toBeVisible();
    expect(booked).toEqual([]);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(booked).toEqual([slot.id]);
    // the booked slot leaves the grid, and focus continues from the patient's appointments
    expect(await screen.findByText('No free appointments this week')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Existing appointments' })).toHaveFocus();
  });

  it('shows the patient’s existing appointments', async () => {
    server.use(
      graphql.query('GetPatientAppointments', () =>
        HttpResponse.json({
          data: {
            getPatientAppointments: [
              {
                id: '9',
                startTime: '2030-03-04T09:00:00Z',
                duration: 15,
                type: 'GP appointment',
                status: 'Booked',
                consultingStaff: 'Dr Priya Shah',
              },
            ],
          },
        }),
      ),
    );
    renderPanel();
    const list = await screen.findByTestId('patient-appointments');
    expect(within(list).getByText('Monday 4 March, 09:00 with Dr Priya Shah (GP appointment, Booked)')).toBeVisible();
  });
});
