// The clinician's side: today's arrived patients and calling one (spec §1, desktop GetStaffArrivedAppointments).
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { clinicalAppointments, clinicalPatients, getStaffForUser } from '../clinical-system/index.js';
import { scheduleAppointmentFftInvitation } from '../fft/index.js';
import { arrivals } from './tables.js';
import { ukDayBounds } from './uk-time.js';

type Ctx = Pick<RequestContext, 'db' | 'realtime' | 'clock'>;

const view = (a: typeof arrivals.$inferSelect, p: typeof clinicalPatients.$inferSelect) => ({
  id: String(a.id),
  appointmentId: a.appointmentId,
  appointmentStart: a.appointmentStart.toISOString(),
  patientName: [p.title, p.forename, p.surname].filter(Boolean).join(' '),
  method: a.method,
  arrivedAt: a.arrivedAt.toISOString(),
  calledAt: a.calledAt?.toISOString() ?? null,
  waitingArea: a.waitingAreaName,
  readings: a.readings
    ? {
        systolic: a.readings.systolic ?? null,
        diastolic: a.readings.diastolic ?? null,
        weight: a.readings.weight ?? null,
        height: a.readings.height ?? null,
      }
    : null,
  // the questionnaire's answers reach the clinician only from a touchscreen with review response on
  responses: a.reviewResponse ? (a.answers ?? []) : [],
});

/** Today's arrivals for the caller's own clinical staff record (none when they have no record). */
export async function arrivedPatients(ctx: Ctx, wcmsId: number, userId: number) {
  const staff = await getStaffForUser(ctx.db, wcmsId, userId);
  if (!staff) return [];
  const { start, end } = ukDayBounds(ctx.clock.now());
  const rows = await ctx.db
    .select({ a: arrivals, p: clinicalPatients })
    .from(arrivals)
    .innerJoin(clinicalPatients, eq(clinicalPatients.id, arrivals.clinicalPatientId))
    .where(
      and(
        eq(arrivals.wcmsId, wcmsId),
        eq(arrivals.consultingStaffId, staff.id),
        gte(arrivals.arrivedAt, start),
        lt(arrivals.arrivedAt, end),
      ),
    )
    .orderBy(asc(arrivals.appointmentStart), asc(arrivals.id));
  return rows.map(({ a, p }) => view(a, p));
}

/**
 * The caller calls one of their arrived patients: the appointment is sent in and every TV screen shows it; on the
 * first call the FFT appointment option schedules the patient's invitation.
 */
export async function callArrivedPatient(ctx: Ctx, wcmsId: number, userId: number, arrivalId: number) {
  const staff = await getStaffForUser(ctx.db, wcmsId, userId);
  const [row] = await ctx.db
    .select({ a: arrivals, p: clinicalPatients })
    .from(arrivals)
    .innerJoin(clinicalPatients, eq(clinicalPatients.id, arrivals.clinicalPatientId))
    .where(and(eq(arrivals.id, arrivalId), eq(arrivals.wcmsId, wcmsId)))
    .limit(1);
  // another clinician's patient is not theirs to call (and not theirs to know about)
  if (!row || !staff || row.a.consultingStaffId !== staff.id) throw new HttpProblem(404, 'Not found', 'NOT_FOUND');
  const now = ctx.clock.now();
  const [updated] = await ctx.db
    .update(arrivals)
    .set({ calledAt: now, calledBy: userId })
    .where(eq(arrivals.id, arrivalId))
    .returning();
  await ctx.db
    .update(clinicalAppointments)
    .set({ status: 'Sent in' })
    .where(and(eq(clinicalAppointments.wcmsId, wcmsId), eq(clinicalAppointments.id, Number(row.a.appointmentId))));
  // the first call: the patient is seen, so the FFT appointment option invites them (once per appointment)
  if (row.a.calledAt === null) {
    await scheduleAppointmentFftInvitation(
      ctx.db,
      { wcmsId, mobilePhone: row.p.mobilePhone, nhsNumber: row.p.nhsNumber },
      now,
    );
  }
  ctx.realtime.callScreens?.(wcmsId);
  ctx.realtime.clinicianNotification(wcmsId, userId, { type: 'refresh' });
  return view(updated!, row.p);
}
