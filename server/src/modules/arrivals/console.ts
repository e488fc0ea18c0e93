// The console settings of appointment arrivals (waiting areas, consulting staff schedules, touchscreens) and of
// patient call screens (TV screens, news items): spec §3, §4, §5.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  ARRIVAL_LIMITS as L,
  ARRIVAL_MESSAGES as M,
  isFourDigitCode,
  minutesError,
  questionsError,
  scheduleErrors,
  type ArrivalMessageKey,
} from '@contracts/rules/arrivals.js';
import { isRealIsoDate } from '@contracts/rules/uk-time.js';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { clinicalSessions, clinicalStaff } from '../clinical-system/index.js';
import {
  arrivalDevices,
  staffSchedules,
  touchscreens,
  tvNewsItems,
  tvScreens,
  waitingAreas,
  healthPodInputs,
  type HealthPodInput,
  type LicenceState,
  type NotificationSound,
  type PatientNameFormat,
} from './tables.js';

const NOT_FOUND = 'Not found';
const notFound = () => new HttpProblem(404, NOT_FOUND, 'NOT_FOUND');
const fail = (fields: Record<string, ArrivalMessageKey>) =>
  validationFailed(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, M[v]])));

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function nameError(name: string): ArrivalMessageKey | null {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  if (trimmed.length > L.nameMax) return 'nameTooLong';
  return null;
}

const staffName = (s: { title: string | null; forename: string; surname: string }) =>
  [s.title, s.forename, s.surname].filter(Boolean).join(' ');

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
  return {
    locations: await practiceLocations(db, wcmsId),
    waitingAreas: areas.map(waitingAreaView),
    schedules: schedules.map(scheduleView),
    touchscreens: screens.map((s) => touchscreenView(s, devices.touchscreen.get(s.id) ?? 0)),
    staff: staff.map((s) => ({ id: s.id, name: staffName(s) })),
  };
}

/** The practice's sites: the locations of the clinical system's sessions (a touchscreen stands in one). */
async function practiceLocations(db: Db, wcmsId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ location: clinicalSessions.location })
    .from(clinicalSessions)
    .where(and(eq(clinicalSessions.wcmsId, wcmsId), sql`${clinicalSessions.location} is not null`));
  return rows.map((r) => r.location!).sort((a, b) => a.localeCompare(b));
}

async function deviceCounts(db: Db, wcmsId: number) {
  const rows = await db
    .select({
      touchscreenId: arrivalDevices.touchscreenId,
      tvScreenId: arrivalDevices.tvScreenId,
      n: sql<number>`count(*)::int`,
    })
    .from(arrivalDevices)
    .where(eq(arrivalDevices.wcmsId, wcmsId))
    .groupBy(arrivalDevices.touchscreenId, arrivalDevices.tvScreenId);
  const touchscreen = new Map<number, number>();
  const tv = new Map<number, number>();
  for (const r of rows) {
    if (r.touchscreenId) touchscreen.set(r.touchscreenId, r.n);
    if (r.tvScreenId) tv.set(r.tvScreenId, r.n);
  }
  return { touchscreen, tv };
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

type OwnedTable =
  typeof waitingAreas | typeof staffSchedules | typeof touchscreens | typeof tvScreens | typeof tvNewsItems;

async function ownRow(db: Db, table: OwnedTable, wcmsId: number, id: number) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.wcmsId, wcmsId)))
    .limit(1);
  if (!row) throw notFound();
}

// ----- consulting staff schedules -----

const scheduleView = (s: typeof staffSchedules.$inferSelect) => ({
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

// ----- touchscreens -----

const touchscreenView = (s: typeof touchscreens.$inferSelect, devices: number) => ({
  id: String(s.id),
  name: s.name,
  code: s.code,
  infoMessage: s.infoMessage,
  minutesEarly: s.minutesEarly,
  minutesLate: s.minutesLate,
  licence: s.licence,
  devices,
  location: s.location,
  locationLock: s.locationLock,
  questions: s.questions,
  reviewResponse: s.reviewResponse,
  healthPod: HEALTH_POD_ORDER.filter((h) => s.healthPod.includes(h)).map(healthPodOut),
});

const HEALTH_POD_ORDER = healthPodInputs;
type HealthPodEnum = 'blood_pressure' | 'weight' | 'height';
const healthPodOut = (h: HealthPodInput): HealthPodEnum => (h === 'blood-pressure' ? 'blood_pressure' : h);
const healthPodIn = (h: string): HealthPodInput | null =>
  h === 'blood_pressure' ? 'blood-pressure' : h === 'weight' || h === 'height' ? h : null;

export type TouchscreenInput = {
  name: string;
  code: string;
  infoMessage?: string | null;
  minutesEarly?: number | null;
  minutesLate?: number | null;
  licence: LicenceState;
  location?: string | null;
  locationLock?: boolean | null;
  questions?: string[] | null;
  reviewResponse?: boolean | null;
  healthPod?: string[] | null;
};

async function codeTaken(
  db: Db,
  table: typeof touchscreens | typeof tvScreens,
  wcmsId: number,
  code: string,
  id: number | null,
) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.wcmsId, wcmsId), eq(table.code, code), id === null ? undefined : ne(table.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function saveTouchscreen(db: Db, wcmsId: number, id: number | null, given: TouchscreenInput) {
  const input = {
    ...given,
    locationLock: given.locationLock ?? false,
    questions: given.questions ?? [],
    reviewResponse: given.reviewResponse ?? false,
    healthPod: given.healthPod ?? [],
  };
  if (id !== null) await ownRow(db, touchscreens, wcmsId, id);
  const errors: Record<string, ArrivalMessageKey> = {};
  const n = nameError(input.name);
  if (n) errors.name = n;
  const code = input.code.trim();
  if (!isFourDigitCode(code)) errors.code = 'codeInvalid';
  else if (await codeTaken(db, touchscreens, wcmsId, code, id)) errors.code = 'codeTaken';
  const early = minutesError(input.minutesEarly, 'minutesEarlyRequired');
  if (early) errors.minutesEarly = early;
  const late = minutesError(input.minutesLate, 'minutesLateRequired');
  if (late) errors.minutesLate = late;
  const infoMessage = input.infoMessage?.trim() || null;
  if (infoMessage && infoMessage.length > L.infoMessageMax) errors.infoMessage = 'infoMessageTooLong';
  // location: one of the practice's sites; a lock needs one
  const location = input.location?.trim() || null;
  if (location !== null && !(await practiceLocations(db, wcmsId)).includes(location))
    errors.location = 'locationUnknown';
  else if (input.locationLock && location === null) errors.location = 'locationLockNeedsLocation';
  const questions = input.questions.map((q) => q.trim()).filter(Boolean);
  const q = questionsError(questions);
  if (q) errors.questions = q;
  else if (input.reviewResponse && questions.length === 0) errors.reviewResponse = 'reviewNeedsQuestions';
  const healthPod = input.healthPod.map(healthPodIn);
  if (healthPod.some((h) => h === null) || new Set(healthPod).size !== healthPod.length) {
    errors.healthPod = 'healthPodInvalid';
  }
  if (Object.keys(errors).length > 0) throw fail(errors);
  const values = {
    name: input.name.trim(),
    code,
    infoMessage,
    minutesEarly: input.minutesEarly!,
    minutesLate: input.minutesLate!,
    // spec §4 licence reset: the registered devices are forgotten and must register again with the code
    licence: input.licence === 'reset' ? ('registered' as const) : input.licence,
    location,
    locationLock: input.locationLock,
    questions,
    reviewResponse: input.reviewResponse,
    healthPod: HEALTH_POD_ORDER.filter((h) => healthPod.includes(h)),
  };
  try {
    const row = await db.transaction(async (tx) => {
      const [saved] =
        id === null
          ? await tx
              .insert(touchscreens)
              .values({ wcmsId, ...values })
              .returning()
          : await tx.update(touchscreens).set(values).where(eq(touchscreens.id, id)).returning();
      if (input.licence === 'reset') await tx.delete(arrivalDevices).where(eq(arrivalDevices.touchscreenId, saved!.id));
      return saved!;
    });
    const devices = await deviceCounts(db, wcmsId);
    return touchscreenView(row, devices.touchscreen.get(row.id) ?? 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw fail({ code: 'codeTaken' });
    throw error;
  }
}

export async function deleteTouchscreen(db: Db, wcmsId: number, id: number) {
  await ownRow(db, touchscreens, wcmsId, id);
  await db.delete(touchscreens).where(eq(touchscreens.id, id));
  return String(id);
}

// ----- TV screens and news items -----

const nameFormatOut = (f: PatientNameFormat): 'full_name' | 'forename_initial' =>
  f === 'full-name' ? 'full_name' : 'forename_initial';
const nameFormatIn = (f: string): PatientNameFormat => (f === 'full_name' ? 'full-name' : 'forename-initial');

const tvView = (s: typeof tvScreens.$inferSelect, devices: number) => ({
  id: String(s.id),
  name: s.name,
  code: s.code,
  notificationSound: s.notificationSound,
  announce: s.announce,
  nameFormat: nameFormatOut(s.nameFormat),
  devices,
});

const newsView = (n: typeof tvNewsItems.$inferSelect) => ({
  id: String(n.id),
  text: n.text,
  expiresOn: n.expiresOn,
  screenIds: n.screenIds.map(String),
});

export async function listCallScreenSettings(db: Db, wcmsId: number) {
  const [screens, news, devices] = await Promise.all([
    db.select().from(tvScreens).where(eq(tvScreens.wcmsId, wcmsId)).orderBy(asc(tvScreens.name)),
    db.select().from(tvNewsItems).where(eq(tvNewsItems.wcmsId, wcmsId)).orderBy(asc(tvNewsItems.id)),
    deviceCounts(db, wcmsId),
  ]);
  return {
    locations: await practiceLocations(db, wcmsId),
    screens: screens.map((s) => tvView(s, devices.tv.get(s.id) ?? 0)),
    newsItems: news.map(newsView),
  };
}

export type TvScreenInput = {
  name: string;
  code: string;
  notificationSound: NotificationSound;
  announce: boolean;
  nameFormat: string;
};

export async function saveTvScreen(db: Db, wcmsId: number, id: number | null, input: TvScreenInput) {
  if (id !== null) await ownRow(db, tvScreens, wcmsId, id);
  const errors: Record<string, ArrivalMessageKey> = {};
  const n = nameError(input.name);
  if (n) errors.name = n;
  const code = input.code.trim();
  if (!isFourDigitCode(code)) errors.code = 'codeInvalid';
  else if (await codeTaken(db, tvScreens, wcmsId, code, id)) errors.code = 'codeTaken';
  if (Object.keys(errors).length > 0) throw fail(errors);
  const values = {
    name: input.name.trim(),
    code,
    notificationSound: input.notificationSound,
    announce: input.announce,
    nameFormat: nameFormatIn(input.nameFormat),
  };
  try {
    const [row] =
      id === null
        ? await db
            .insert(tvScreens)
            .values({ wcmsId, ...values })
            .returning()
        : await db.update(tvScreens).set(values).where(eq(tvScreens.id, id)).returning();
    const devices = await deviceCounts(db, wcmsId);
    return tvView(row!, devices.tv.get(row!.id) ?? 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw fail({ code: 'codeTaken' });
    throw error;
  }
}

export async function deleteTvScreen(db: Db, wcmsId: number, id: number) {
  await ownRow(db, tvScreens, wcmsId, id);
  await db.delete(tvScreens).where(eq(tvScreens.id, id));
  return String(id);
}

export async function saveNewsItem(
  db: Db,
  wcmsId: number,
  id: number | null,
  input: { text: string; expiresOn?: string | null; screenIds: number[] },
) {
  if (id !== null) await ownRow(db, tvNewsItems, wcmsId, id);
  const errors: Record<string, ArrivalMessageKey> = {};
  const text = input.text.trim();
  if (!text) errors.text = 'newsTextRequired';
  else if (text.length > L.newsTextMax) errors.text = 'newsTextTooLong';
  const expiresOn = input.expiresOn?.trim() || null;
  if (expiresOn && !isRealIsoDate(expiresOn)) errors.expiresOn = 'expiryInvalid';
  const screenIds = [...new Set(input.screenIds)];
  if (screenIds.length > 0) {
    const own = await db.select({ id: tvScreens.id }).from(tvScreens).where(eq(tvScreens.wcmsId, wcmsId));
    const ids = new Set(own.map((o) => o.id));
    if (screenIds.some((s) => !ids.has(s))) errors.screenIds = 'screensInvalid';
  }
  if (Object.keys(errors).length > 0) throw fail(errors);
  const values = { text, expiresOn, screenIds };
  const [row] =
    id === null
      ? await db
          .insert(tvNewsItems)
          .values({ wcmsId, ...values })
          .returning()
      : await db.update(tvNewsItems).set(values).where(eq(tvNewsItems.id, id)).returning();
  return newsView(row!);
}

export async function deleteNewsItem(db: Db, wcmsId: number, id: number) {
  await ownRow(db, tvNewsItems, wcmsId, id);
  await db.delete(tvNewsItems).where(eq(tvNewsItems.id, id));
  return String(id);
}
