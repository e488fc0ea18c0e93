import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinicalAppointments, clinicalSessions } from '../clinical-system/index.js';

/**
 * A demo appointment for mobile arrival (README): 45 minutes after the first start, Dr Priya Shah sees Sophie Turner
 * (EMIS-5004, mobile 07700 900128, consented to SMS) face to face. Once a manager turns mobile arrival on, her phone
 * gets the arrival SMS of the day with its link.
 */
export async function seedMobileArrivalDemo(db: Db, now: Date): Promise<void> {
  const [session] = await db
    .select()
    .from(clinicalSessions)
    .where(and(eq(clinicalSessions.wcmsId, 1001), eq(clinicalSessions.staffId, 'EMIS-STF-1')))
    .limit(1);
  if (!session) return;
  const start = new Date(now.getTime() + 45 * 60_000);
  start.setUTCSeconds(0, 0);
  await db
    .insert(clinicalAppointments)
    .values({
      wcmsId: 1001,
      sessionId: session.id,
      duration: 10,
      slotTypeId: 'EMIS-ST-1',
      consultingStaffId: 'EMIS-STF-1',
      status: 'Booked',
      bookedAt: now,
      startTime: start,
      patientId: 'EMIS-5004',
    })
    .onConflictDoNothing();
}
