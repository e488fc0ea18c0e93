import type { HostAppointment } from '@/shared/desktop-host';
import type { ArrivedPatient } from '../api/arrived';

/** A row of the arrived list; `callable` is false for an appointment the server has no arrival for. */
export type ArrivedRow = ArrivedPatient & { callable: boolean };

/**
 * Inside the desktop host the arrived list is the host's GetStaffArrivedAppointments (spec §7). Its appointments
 * carry no arrival id, so each is matched to the server's arrival of the same appointment (which Call needs, and
 * which holds the kiosk's readings and responses); one the server has no arrival for (checked in at reception in
 * the clinical system) is listed without Call. Patients the clinician has called today stay listed (the host no
 * longer counts them as arrived once sent in), so they can be called again.
 */
export function rowsFromHost(host: HostAppointment[], server: ArrivedPatient[]): ArrivedRow[] {
  const byAppointment = new Map(server.map((a) => [a.appointmentId, a]));
  const listed = new Set<string>();
  const rows: ArrivedRow[] = host.map((a) => {
    listed.add(a.id);
    const arrival = byAppointment.get(a.id);
    if (arrival) return { ...arrival, callable: true };
    return {
      id: `host-${a.id}`,
      appointmentId: a.id,
      appointmentStart: a.startTime,
      patientName: a.patient ? `${a.patient.Forename} ${a.patient.Surname}` : '',
      method: 'reception',
      arrivedAt: a.arrivalTime ?? a.startTime,
      calledAt: null,
      waitingArea: null,
      readings: null,
      responses: [],
      callable: false,
    };
  });
  for (const a of server) {
    if (!listed.has(a.appointmentId) && a.calledAt) rows.push({ ...a, callable: true });
  }
  return rows.sort((x, y) => x.appointmentStart.localeCompare(y.appointmentStart));
}

/** Today in the clinician's local time, as the host's query wants it. */
export function todayWindow(now = new Date()): { startTime: string; endTime: string } {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { startTime: start.toISOString(), endTime: end.toISOString() };
}
