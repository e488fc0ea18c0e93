import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinicalAppointments, clinicalSessions } from '../clinical-system/index.js';

/**
 * Demo appointments for the check-in kiosk (README): shortly after the first start, Dr Priya Shah sees Eleanor
 * Whitfield (born 12/04/1948, surname W) 15 minutes from then, and Oliver Bennett (born 03/09/1990, B) 20 minutes
 * from then in an appointment marked preventSelfCheckIn (he must check in at reception). They are added to one of
 * Dr Shah's sessions whatever the weekday, so the kiosk can be tried on any day.
 */
export async function seedArrivalsDemo(db: Db, now: Date): Promise<void> {
  const [session] = await db
    .select()
    .from(clinicalSessions)
    .where(and(eq(clinicalSessions.wcmsId, 1001), eq(clinicalSessions.staffId, 'EMIS-STF-1')))
    .limit(1);
  if (!session) return;
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
    ])
    .onConflictDoNothing();
}
