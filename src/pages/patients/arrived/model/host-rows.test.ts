import { describe, expect, it } from 'vitest';
import type { HostAppointment } from '@/shared/desktop-host';
import type { ArrivedPatient } from '../api/arrived';
import { rowsFromHost } from './host-rows';

const hostAppointment = (id: string, startTime: string, forename: string, surname: string): HostAppointment => ({
  id,
  startTime,
  duration: 10,
  type: 'GP appointment',
  session: 'Morning surgery',
  sessionHolders: [],
  status: 'Arrived',
  arrivalTime: startTime,
  consultingStaffId: 'EMIS-STF-1',
  consultingStaff: 'Dr Priya Shah',
  isTelephoneAppointment: false,
  isVideoAppointment: false,
  preventSelfCheckIn: false,
  patient: {
    ID: 'p',
    Forename: forename,
    Surname: surname,
    NHS: null,
    DOB: null,
    Sex: null,
    MobileTelephone: null,
    PrimaryEmail: null,
    HomeAddress: null,
    PostCode: null,
  },
});
const arrival = (id: string, appointmentId: string, start: string, calledAt: string | null = null): ArrivedPatient => ({
  id,
  appointmentId,
  appointmentStart: start,
  patientName: `Patient ${id}`,
  method: 'kiosk',
  arrivedAt: start,
  calledAt,
  waitingArea: 'Room 4',
  readings: { systolic: 120, diastolic: 80, weight: null, height: null },
  responses: [],
});

describe('the arrived list from the desktop host', () => {
  it('matches the host’s appointments to the server’s arrivals by appointment, so Call has the arrival id', () => {
    const rows = rowsFromHost(
      [
        hostAppointment('501', '2030-01-09T10:20:00.000Z', 'Eleanor', 'Whitfield'),
        hostAppointment('502', '2030-01-09T10:00:00.000Z', 'Amara', 'Okoye'),
      ],
      [arrival('7', '501', '2030-01-09T10:20:00.000Z'), arrival('9', '600', '2030-01-09T09:00:00.000Z')],
    );
    expect(rows.map((r) => [r.id, r.patientName, r.callable])).toEqual([
      // checked in at reception in the clinical system: listed, no arrival to call
      ['host-502', 'Amara Okoye', false],
      ['7', 'Patient 7', true],
    ]);
    expect(rows[1]!.readings?.systolic).toBe(120);
  });

  it('keeps a patient called today that the host no longer lists as arrived', () => {
    const rows = rowsFromHost([], [arrival('7', '501', '2030-01-09T10:20:00.000Z', '2030-01-09T10:25:00.000Z')]);
    expect(rows.map((r) => r.id)).toEqual(['7']);
  });
});
