import { and, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinicalAppointments, clinicalSessions } from '../clinical-system/index.js';
import { ukDayBounds } from './uk-time.js';

/**
 * Demo appointments for the check-in kiosk (README): shortly after the first start, Dr Priya Shah sees Eleanor
 * Whitfield (born 12/04/1948, surname W) 15 minutes from then, and Oliver Bennett (born 03/09/1990, B) 20 minutes
 * from then in an appointment marked preventSelfCheckIn (he must check in at reception). They are added to one of
 * Dr Shah's sessions whatever the weekday, so the kiosk can be tried on any day.
 *
 * The practice has two sites (the sessions' locations, which a touchscreen's location and location lock use):
 * Riverside Surgery, and Hillview Branch where Mrs Hannah Price holds her nurse clinic. George Patel (born
 * 19/11/1962, P) sees Dr Shah at Riverside 25 minutes from then, and Amara Okoye (born 27/01/1985, O) sees the nurse
 * at Hillview 30 minutes from then; their other bookings that day are freed so the kiosk finds these ones.
 */
export async function seedArrivalsDemo(db: Db, now: Date): Promise<void> {
  const [session] = await db
    .select()
    .from(clinicalSessions)
    .where(and(eq(clinicalSessions.wcmsId, 1001), eq(clinicalSessions.staffId, 'EMIS-STF-1')))
    .limit(1);
  if (!session) return;
  await db.update(clinicalSessions).set({ location: 'Riverside Surgery' }).where(eq(clinicalSessions.wcmsId, 1001));
  const [nurse] = await db
    .update(clinicalSessions)
    .set({ location: 'Hillview Branch' })
    .where(and(eq(clinicalSessions.wcmsId, 1001), eq(clinicalSessions.staffId, 'EMIS-STF-3')))
    .returning();
  const { start, end } = ukDayBounds(now);
  await db
    .update(clinicalAppointments)
    .set({ patientId: null, status: 'Available', bookedAt: null })
    .where(
      and(
        inArray(clinicalAppointments.patientId, ['EMIS-5002', 'EMIS-5003']),
        gte(clinicalAppointments.startTime, start),
        lt(clinicalAppointments.startTime, end),
        ne(clinicalAppointments.status, 'Finished'),
      ),
    );
  const at = (minutes: number) => {
    const start = new Date(now.getTime() + minutes * 60_000);
    start.setUTCSeconds(0, 0);
    return start;
  };
  const base = {
    wcmsId: 1001,
    sessionId: session.id,
    duration: 10,
    slotTypeId: 'EMIS-ST-1', // GP appointment, face to face
    consultingStaffId: 'EMIS-STF-1',
    status: 'Booked' as const,
    bookedAt: now,
  };
  await db
    .insert(clinicalAppointments)
    .values([
      { ...base, startTime: at(15), patientId: 'EMIS-5000' },
      { ...base, startTime: at(20), patientId: 'EMIS-5001', preventSelfCheckIn: true },
      { ...base, startTime: at(25), patientId: 'EMIS-5003' },
      ...(nurse
        ? [
            {
              ...base,
              sessionId: nurse.id,
              slotTypeId: 'EMIS-ST-4', // practice nurse appointment, face to face
              consultingStaffId: 'EMIS-STF-3',
              startTime: at(30),
              patientId: 'EMIS-5002',
            },
          ]
        : []),
    ])
    .onConflictDoNothing();
}
