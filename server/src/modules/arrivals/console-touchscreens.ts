// The console settings of touchscreens (spec §3, §4): codes, check-in window, licence, location, questionnaire and
// health pod.
import { and, eq } from 'drizzle-orm';
import {
  ARRIVAL_LIMITS as L,
  isFourDigitCode,
  minutesError,
  questionsError,
  type ArrivalMessageKey,
} from '@contracts/rules/arrivals.js';
import type { Db } from '../../db/client.js';
import { arrivalDevices, touchscreens, healthPodInputs, type HealthPodInput, type LicenceState } from './tables.js';
import { sharedWithOf, type TouchscreenShareView } from './sharing.js';
import {
  codeTaken,
  deviceCounts,
  fail,
  isUniqueViolation,
  nameError,
  notFound,
  ownRow,
  practiceLocations,
} from './console-common.js';

export const touchscreenView = (
  s: typeof touchscreens.$inferSelect,
  devices: number,
  sharedWith: TouchscreenShareView[] = [],
) => ({
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
  sharingCode: s.sharingCode,
  sharedWith,
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
    return touchscreenOf(db, wcmsId, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw fail({ code: 'codeTaken' });
    throw error;
  }
}

/** One touchscreen as the console shows it: with its devices and its shared-with list. */
export async function touchscreenOf(db: Db, wcmsId: number, row: typeof touchscreens.$inferSelect) {
  const [devices, shared] = await Promise.all([deviceCounts(db, wcmsId), sharedWithOf(db, [row.id])]);
  return touchscreenView(row, devices.touchscreen.get(row.id) ?? 0, shared.get(row.id));
}

/** The organisation's own touchscreen as the console shows it (404 for another's). */
export async function touchscreenById(db: Db, wcmsId: number, id: number) {
  const [row] = await db
    .select()
    .from(touchscreens)
    .where(and(eq(touchscreens.id, id), eq(touchscreens.wcmsId, wcmsId)))
    .limit(1);
  if (!row) throw notFound();
  return touchscreenOf(db, wcmsId, row);
}

export async function deleteTouchscreen(db: Db, wcmsId: number, id: number) {
  await ownRow(db, touchscreens, wcmsId, id);
  await db.delete(touchscreens).where(eq(touchscreens.id, id));
  return String(id);
}
