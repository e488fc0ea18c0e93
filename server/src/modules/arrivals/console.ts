// The console settings of appointment arrivals (spec §3): the settings page's list and the waiting areas. Consulting
// staff schedules are in console-schedules.ts, touchscreens in console-touchscreens.ts, patient call screens (spec §4,
// §5) in console-call-screens.ts, and what they share in console-common.ts.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ARRIVAL_LIMITS as L, ARRIVAL_MESSAGES as M, type ArrivalMessageKey } from '@contracts/rules/arrivals.js';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { clinicalStaff } from '../clinical-system/index.js';
import { staffSchedules, touchscreens, waitingAreas } from './tables.js';
import { sharedTouchscreensOf, sharedWithOf } from './sharing.js';
import {
  deviceCounts,
  fail,
  isUniqueViolation,
  nameError,
  ownRow,
  practiceLocations,
  staffName,
} from './console-common.js';
import { scheduleView } from './console-schedules.js';
import { touchscreenView } from './console-touchscreens.js';

// ----- waiting areas -----

const waitingAreaView = (w: typeof waitingAreas.$inferSelect) => ({
  id: String(w.id),
  name: w.name,
  instructions: w.instructions,
});

export async function listArrivalSettings(db: Db, wcmsId: number) {
  const [areas, schedules, screens, staff, devices] = await Promise.all([
    db
      .select()
      .from(waitingAreas)
      .where(eq(waitingAreas.wcmsId, wcmsId))
      .orderBy(asc(sql`lower(${waitingAreas.name})`)),
    db
      .select()
      .from(staffSchedules)
      .where(eq(staffSchedules.wcmsId, wcmsId))
      .orderBy(asc(staffSchedules.staffId), asc(staffSchedules.weekday), asc(staffSchedules.start)),
    db.select().from(touchscreens).where(eq(touchscreens.wcmsId, wcmsId)).orderBy(asc(touchscreens.name)),
    db
      .select()
      .from(clinicalStaff)
      .where(and(eq(clinicalStaff.wcmsId, wcmsId), eq(clinicalStaff.consult, true), eq(clinicalStaff.active, true)))
      .orderBy(asc(clinicalStaff.surname), asc(clinicalStaff.forename)),
    deviceCounts(db, wcmsId),
  ]);
  const shared = await sharedWithOf(
    db,
    screens.map((s) => s.id),
  );
  return {
    locations: await practiceLocations(db, wcmsId),
    waitingAreas: areas.map(waitingAreaView),
    schedules: schedules.map(scheduleView),
    touchscreens: screens.map((s) => touchscreenView(s, devices.touchscreen.get(s.id) ?? 0, shared.get(s.id))),
    staff: staff.map((s) => ({ id: s.id, name: staffName(s) })),
    sharedTouchscreens: await sharedTouchscreensOf(db, wcmsId),
  };
}

export async function saveWaitingArea(
  db: Db,
  wcmsId: number,
  id: number | null,
  input: { name: string; instructions: string },
) {
  const errors: Record<string, ArrivalMessageKey> = {};
  const ne1 = nameError(input.name);
  if (ne1) errors.name = ne1;
  const instructions = input.instructions.trim();
  if (!instructions) errors.instructions = 'instructionsRequired';
  else if (instructions.length > L.instructionsMax) errors.instructions = 'instructionsTooLong';
  if (Object.keys(errors).length > 0) throw fail(errors);
  const name = input.name.trim();
  if (id !== null) await ownRow(db, waitingAreas, wcmsId, id);
  const [taken] = await db
    .select({ id: waitingAreas.id })
    .from(waitingAreas)
    .where(
      and(
        eq(waitingAreas.wcmsId, wcmsId),
        sql`lower(${waitingAreas.name}) = lower(${name})`,
        id === null ? undefined : ne(waitingAreas.id, id),
      ),
    )
    .limit(1);
  if (taken) throw fail({ name: 'waitingAreaNameTaken' });
  try {
    const [row] =
      id === null
        ? await db.insert(waitingAreas).values({ wcmsId, name, instructions }).returning()
        : await db.update(waitingAreas).set({ name, instructions }).where(eq(waitingAreas.id, id)).returning();
    return waitingAreaView(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw fail({ name: 'waitingAreaNameTaken' });
    throw error;
  }
}

export async function deleteWaitingArea(db: Db, wcmsId: number, id: number) {
  await ownRow(db, waitingAreas, wcmsId, id);
  const [used] = await db
    .select({ id: staffSchedules.id })
    .from(staffSchedules)
    .where(eq(staffSchedules.waitingAreaId, id))
    .limit(1);
  if (used) throw new HttpProblem(409, M.waitingAreaInUse, 'IN_USE');
  await db.delete(waitingAreas).where(eq(waitingAreas.id, id));
  return String(id);
}
