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
 *
 * For a touchscreen shared between organisations: Kwame Mensah (born 04/04/1980, M), a patient of Hillview Surgery
 * (1002), sees Dr Aled Jones 35 minutes from then, so she can check in at a Riverside touchscreen Hillview shares.
 */
/** The last demo appointment's minutes from the first start. */
const LAST_DEMO_MINUTES = 35;

/**
 * A demo appointment `minutes` after `now`, on the minute. When the UK day ends (at `dayEnd`) sooner than the last
 * one would start, the appointments are squeezed, in the same order, into what is left of the day, so a start
 * shortly before midnight still gives the kiosk appointments today. Five minutes apart at full spread, they stay on
 * distinct minutes while at least 7 minutes are left; closer to midnight they keep their seconds instead.
 */
export function demoAppointmentTime(now: Date, minutes: number, dayEnd: Date): Date {
  const fullSpread = LAST_DEMO_MINUTES * 60_000;
  const room = Math.max(0, Math.min(fullSpread, dayEnd.getTime() - 1_000 - now.getTime()));
  const at = new Date(now.getTime() + (minutes / LAST_DEMO_MINUTES) * room);
  if (room >= 7 * 60_000) at.setUTCSeconds(0, 0);
  return at;
}

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
        inArray(clinicalAppointments.patientId, ['EMIS-5002', 'EMIS-5003', 'S1-5025']),
        gte(clinicalAppointments.startTime, start),
        lt(clinicalAppointments.startTime, end),
        ne(clinicalAppointments.status, 'Finished'),
      ),
    );
  const at = (minutes: number) => demoAppointmentTime(now, minutes, end);
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
  const [jones] = await db
    .select()
    .from(clinicalSessions)
    .where(and(eq(clinicalSessions.wcmsId, 1002), eq(clinicalSessions.staffId, 'S1-STF-1')))
    .limit(1);
  if (jones) {
    await db
      .insert(clinicalAppointments)
      .values({
        ...base,
        wcmsId: 1002,
        sessionId: jones.id,
        slotTypeId: 'S1-ST-1', // routine GP, face to face
        consultingStaffId: 'S1-STF-1',
        startTime: at(LAST_DEMO_MINUTES),
        patientId: 'S1-5025',
      })
      .onConflictDoNothing();
  }
}
