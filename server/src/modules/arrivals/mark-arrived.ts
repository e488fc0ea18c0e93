import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { clinicalAppointments } from '../clinical-system/index.js';
import { arrivals, type ArrivalMethod } from './tables.js';
import { waitingAreaFor } from './devices.js';

/**
 * Marks a booked appointment arrived as the kiosk does (issue 17, used by mobile arrival): the clinical system's status
 * and arrival time, an `arrivals` row with the method (the reports count it by method) and the waiting area of the
 * consulting staff schedule, and the clinician's arrived patients list told to refresh. Returns the waiting area.
 */
export async function markAppointmentArrived(
  ctx: Pick<RequestContext, 'db' | 'realtime'>,
  input: {
    wcmsId: number;
    appointment: { id: number; startTime: Date; patientId: string; consultingStaffId: string };
    clinicianUserId: number | null;
    method: ArrivalMethod;
    now: Date;
  },
) {
  const { db } = ctx;
  const { wcmsId, appointment: a, now } = input;
  const area = await waitingAreaFor(db, wcmsId, a.consultingStaffId, a.startTime);
  await db.transaction(async (tx) => {
    await tx
      .update(clinicalAppointments)
      .set({ status: 'Arrived', arrivalTime: now })
      .where(eq(clinicalAppointments.id, a.id));
    await tx
      .insert(arrivals)
      .values({
        wcmsId,
        appointmentId: String(a.id),
        appointmentStart: a.startTime,
        clinicalPatientId: a.patientId,
        consultingStaffId: a.consultingStaffId,
        method: input.method,
        waitingAreaId: area?.id ?? null,
        waitingAreaName: area?.name ?? null,
        arrivedAt: now,
      })
      .onConflictDoNothing();
  });
  if (input.clinicianUserId) ctx.realtime.clinicianNotification(wcmsId, input.clinicianUserId, { type: 'refresh' });
  return area;
}
