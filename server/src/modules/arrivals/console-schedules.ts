// The console settings of consulting staff schedules (spec §3): which waiting area a clinician's patients go to, by
// weekday and session.
import { and, eq } from 'drizzle-orm';
import { scheduleErrors, type ArrivalMessageKey } from '@contracts/rules/arrivals.js';
import type { Db } from '../../db/client.js';
import { clinicalStaff } from '../clinical-system/index.js';
import { staffSchedules, waitingAreas } from './tables.js';
import { fail, ownRow } from './console-common.js';

export const scheduleView = (s: typeof staffSchedules.$inferSelect) => ({
  id: String(s.id),
  staffId: s.staffId,
  weekday: s.weekday,
  allDay: s.allDay,
  start: s.start,
  end: s.end,
  waitingAreaId: String(s.waitingAreaId),
});

export type ScheduleInput = {
  staffId: string;
  weekday: number;
  allDay: boolean;
  start?: string | null;
  end?: string | null;
  waitingAreaId?: number | null;
};

export async function saveStaffSchedule(db: Db, wcmsId: number, id: number | null, input: ScheduleInput) {
  if (id !== null) await ownRow(db, staffSchedules, wcmsId, id);
  const errors: Record<string, ArrivalMessageKey> = {};
  const [staff] = await db
    .select({ id: clinicalStaff.id })
    .from(clinicalStaff)
    .where(and(eq(clinicalStaff.id, input.staffId), eq(clinicalStaff.wcmsId, wcmsId)))
    .limit(1);
  if (!staff) errors.staffId = 'staffRequired';
  if (!Number.isInteger(input.weekday) || input.weekday < 1 || input.weekday > 7) errors.weekday = 'weekdayInvalid';
  if (input.waitingAreaId == null) errors.waitingAreaId = 'waitingAreaRequired';
  else {
    const [area] = await db
      .select({ id: waitingAreas.id })
      .from(waitingAreas)
      .where(and(eq(waitingAreas.id, input.waitingAreaId), eq(waitingAreas.wcmsId, wcmsId)))
      .limit(1);
    if (!area) errors.waitingAreaId = 'waitingAreaRequired';
  }
  const session = {
    id,
    allDay: input.allDay,
    start: input.allDay ? null : (input.start?.trim() ?? null),
    end: input.allDay ? null : (input.end?.trim() ?? null),
  };
  if (!errors.staffId && !errors.weekday) {
    const others = await db
      .select()
      .from(staffSchedules)
      .where(
        and(
          eq(staffSchedules.wcmsId, wcmsId),
          eq(staffSchedules.staffId, input.staffId),
          eq(staffSchedules.weekday, input.weekday),
        ),
      );
    Object.assign(errors, scheduleErrors(session, others));
  } else {
    Object.assign(errors, scheduleErrors(session, []));
  }
  if (Object.keys(errors).length > 0) throw fail(errors);
  const values = {
    staffId: input.staffId,
    weekday: input.weekday,
    allDay: session.allDay,
    start: session.start,
    end: session.end,
    waitingAreaId: input.waitingAreaId!,
  };
  const [row] =
    id === null
      ? await db
          .insert(staffSchedules)
          .values({ wcmsId, ...values })
          .returning()
      : await db.update(staffSchedules).set(values).where(eq(staffSchedules.id, id)).returning();
  return scheduleView(row!);
}

export async function deleteStaffSchedule(db: Db, wcmsId: number, id: number) {
  await ownRow(db, staffSchedules, wcmsId, id);
  await db.delete(staffSchedules).where(eq(staffSchedules.id, id));
  return String(id);
}
