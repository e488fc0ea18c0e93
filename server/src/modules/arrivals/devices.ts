// The kiosk and TV call screen devices (spec §1, §4): registration with a code, device-scoped calls, the check-in
// and the call screen's state. A device token opens exactly one touchscreen or screen of one organisation.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  CHECK_IN_MESSAGES as C,
  DEVICE_REGISTRATION_LIMIT as LIMIT,
  READING_MESSAGES,
  isFourDigitCode,
  readingErrors,
  type Readings,
} from '@contracts/rules/arrivals.js';
import { isRealIsoDate } from '@contracts/rules/uk-time.js';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { organisations } from '../organisations/index.js';
import {
  clinicalAppointments,
  clinicalPatients,
  clinicalSessions,
  clinicalSlotTypes,
  clinicalStaff,
} from '../clinical-system/index.js';
import {
  arrivalDeviceAttempts,
  arrivalDevices,
  arrivals,
  staffSchedules,
  touchscreens,
  tvNewsItems,
  tvScreens,
  waitingAreas,
  type DeviceKind,
} from './tables.js';
import { ukClock, ukDayBounds } from './uk-time.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const notRegistered = () => new HttpProblem(401, C.notRegistered, 'DEVICE_NOT_REGISTERED');
const suspended = () => new HttpProblem(403, C.suspended, 'LICENCE_SUSPENDED');

const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

/** Refuses (429) once the address or the organisation has tried too many wrong codes in the window. */
async function refuseWhenGuessing(db: Db, wcmsId: number, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LIMIT.windowMinutes * 60_000);
  const [counts] = await db
    .select({
      address: sql<number>`count(*) filter (where ${arrivalDeviceAttempts.ip} = ${ip})`.mapWith(Number),
      organisation: sql<number>`count(*) filter (where ${arrivalDeviceAttempts.wcmsId} = ${wcmsId})`.mapWith(Number),
    })
    .from(arrivalDeviceAttempts)
    .where(
      and(
        gt(arrivalDeviceAttempts.at, since),
        or(eq(arrivalDeviceAttempts.ip, ip), eq(arrivalDeviceAttempts.wcmsId, wcmsId)),
      ),
    );
  if ((counts?.address ?? 0) >= LIMIT.perAddress || (counts?.organisation ?? 0) >= LIMIT.perOrganisation) {
    throw new HttpProblem(429, C.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
  }
}

/** A wrong code: counted for the limit (older attempts dropped), then refused as not found. */
async function wrongCode(db: Db, wcmsId: number, ip: string, now: Date): Promise<HttpProblem> {
  await db.insert(arrivalDeviceAttempts).values({ wcmsId, ip, at: now });
  await db
    .delete(arrivalDeviceAttempts)
    .where(lt(arrivalDeviceAttempts.at, new Date(now.getTime() - KEEP_ATTEMPTS_MS)));
  return new HttpProblem(404, C.deviceNotFound, 'NOT_FOUND');
}

/**
 * Registers a browser as a touchscreen or a TV screen; the token it gets back scopes all its calls. Wrong codes are
 * counted per client address and organisation: past the limit every registration there is refused for a while.
 */
export async function registerDevice(
  db: Db,
  input: { wcmsId: number; code: string; kind: DeviceKind },
  now: Date,
  ip: string,
): Promise<{ token: string; name: string }> {
  const code = input.code.trim();
  if (!isFourDigitCode(code)) throw validationFailed({ code: 'The code must be exactly 4 digits.' });
  await refuseWhenGuessing(db, input.wcmsId, ip, now);
  const token = randomBytes(32).toString('base64url');
  const base = { wcmsId: input.wcmsId, tokenHash: hashToken(token), registeredAt: now, lastSeenAt: now };
  if (input.kind === 'touchscreen') {
    const [screen] = await db
      .select()
      .from(touchscreens)
      .where(and(eq(touchscreens.wcmsId, input.wcmsId), eq(touchscreens.code, code)))
      .limit(1);
    if (!screen) throw await wrongCode(db, input.wcmsId, ip, now);
    if (screen.licence === 'suspended') throw suspended();
    await db.insert(arrivalDevices).values({ ...base, kind: 'touchscreen', touchscreenId: screen.id });
    return { token, name: screen.name };
  }
  const [screen] = await db
    .select()
    .from(tvScreens)
    .where(and(eq(tvScreens.wcmsId, input.wcmsId), eq(tvScreens.code, code)))
    .limit(1);
  if (!screen) throw await wrongCode(db, input.wcmsId, ip, now);
  await db.insert(arrivalDevices).values({ ...base, kind: 'tv', tvScreenId: screen.id });
  return { token, name: screen.name };
}

export type Device = typeof arrivalDevices.$inferSelect;

/** The device a token belongs to, of the kind asked for; 401 otherwise. */
export async function deviceOf(db: Db, token: string | undefined, kind: DeviceKind, now: Date): Promise<Device> {
  if (!token || token.length > 200) throw notRegistered();
  const [device] = await db
    .select()
    .from(arrivalDevices)
    .where(and(eq(arrivalDevices.tokenHash, hashToken(token)), eq(arrivalDevices.kind, kind)))
    .limit(1);
  if (!device) throw notRegistered();
  if (now.getTime() - device.lastSeenAt.getTime() > 60_000) {
    await db.update(arrivalDevices).set({ lastSeenAt: now }).where(eq(arrivalDevices.id, device.id));
  }
  return device;
}

async function touchscreenOf(db: Db, device: Device) {
  const [screen] = await db
    .select({ t: touchscreens, organisationName: organisations.name })
    .from(touchscreens)
    .innerJoin(organisations, eq(organisations.wcmsId, touchscreens.wcmsId))
    .where(eq(touchscreens.id, device.touchscreenId ?? -1))
    .limit(1);
  if (!screen) throw notRegistered();
  if (screen.t.licence === 'suspended') throw suspended();
  return screen;
}

export async function kioskView(db: Db, device: Device) {
  const { t, organisationName } = await touchscreenOf(db, device);
  return {
    name: t.name,
    organisationName,
    infoMessage: t.infoMessage,
    location: t.location,
    healthPod: t.healthPod,
    questions: t.questions,
  };
}

const refuse = (code: keyof typeof C) => new HttpProblem(422, C[code], code);

const staffName = (s: { title: string | null; forename: string; surname: string }) =>
  [s.title, s.forename, s.surname].filter(Boolean).join(' ');

/** The waiting area of the consulting staff member's schedule at the appointment's UK weekday and time. */
export async function waitingAreaFor(db: Db, wcmsId: number, staffId: string, at: Date) {
  const { weekday, time } = ukClock(at);
  const rows = await db
    .select({ s: staffSchedules, area: waitingAreas })
    .from(staffSchedules)
    .innerJoin(waitingAreas, eq(waitingAreas.id, staffSchedules.waitingAreaId))
    .where(
      and(eq(staffSchedules.wcmsId, wcmsId), eq(staffSchedules.staffId, staffId), eq(staffSchedules.weekday, weekday)),
    );
  const match =
    rows.find((r) => r.s.allDay) ??
    rows.find((r) => r.s.start !== null && r.s.end !== null && r.s.start <= time && time <= r.s.end);
  return match?.area ?? null;
}

/**
 * spec §1 check-in: the patient's appointment today, found by date of birth and the first letter of the surname.
 * Refused (each telling the patient to go to reception): none today, more than one patient matching, an appointment
 * marked preventSelfCheckIn, or outside the touchscreen's minutes early / late. Otherwise the appointment is marked
 * arrived, the arrival recorded and the clinician told; the answer names the waiting area, never the patient.
 */
export async function kioskCheckIn(
  ctx: Pick<RequestContext, 'db' | 'realtime'>,
  device: Device,
  input: { dateOfBirth: string; surnameInitial: string },
  now: Date,
) {
  const { db } = ctx;
  const { t: screen } = await touchscreenOf(db, device);
  const fields: Record<string, string> = {};
  if (!isRealIsoDate(input.dateOfBirth)) fields.dateOfBirth = C.dateOfBirthInvalid;
  if (!/^[A-Za-z]$/.test(input.surnameInitial)) fields.surnameInitial = C.surnameInitialInvalid;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const wcmsId = screen.wcmsId;
  const { start, end } = ukDayBounds(now);
  const rows = await db
    .select({ a: clinicalAppointments, staff: clinicalStaff, location: clinicalSessions.location })
    .from(clinicalAppointments)
    .innerJoin(clinicalSessions, eq(clinicalSessions.id, clinicalAppointments.sessionId))
    .innerJoin(clinicalPatients, eq(clinicalPatients.id, clinicalAppointments.patientId))
    .innerJoin(clinicalStaff, eq(clinicalStaff.id, clinicalAppointments.consultingStaffId))
    .innerJoin(clinicalSlotTypes, eq(clinicalSlotTypes.id, clinicalAppointments.slotTypeId))
    .where(
      and(
        eq(clinicalAppointments.wcmsId, wcmsId),
        eq(clinicalPatients.wcmsId, wcmsId),
        // telephone and video appointments are not attended in person
        eq(clinicalSlotTypes.mode, 'face_to_face'),
        eq(clinicalPatients.dateOfBirth, input.dateOfBirth),
        sql`upper(left(${clinicalPatients.surname}, 1)) = ${input.surnameInitial.toUpperCase()}`,
        gte(clinicalAppointments.startTime, start),
        lt(clinicalAppointments.startTime, end),
        inArray(clinicalAppointments.status, ['Booked', 'Waiting', 'Arrived']),
      ),
    )
    .orderBy(asc(clinicalAppointments.startTime));
  if (rows.length === 0) throw refuse('NOT_FOUND');
  if (new Set(rows.map((r) => r.a.patientId)).size > 1) throw refuse('AMBIGUOUS');
  const early = screen.minutesEarly * 60_000;
  const late = screen.minutesLate * 60_000;
  const inWindow = (a: { startTime: Date }) =>
    now.getTime() >= a.startTime.getTime() - early && now.getTime() <= a.startTime.getTime() + late;
  // the appointment the patient is here for: one in its window, else the next one, else the last one
  const chosen = rows.find((r) => inWindow(r.a)) ?? rows.find((r) => r.a.startTime > now) ?? rows[rows.length - 1]!;
  const { a, staff } = chosen;
  // location lock: only appointments at the touchscreen's own site
  if (screen.locationLock && screen.location !== null && chosen.location !== screen.location) {
    throw refuse('WRONG_LOCATION');
  }
  if (a.preventSelfCheckIn) throw refuse('SELF_CHECK_IN_PREVENTED');
  if (!inWindow(a)) throw refuse(a.startTime > now ? 'TOO_EARLY' : 'TOO_LATE');
  const area = await waitingAreaFor(db, wcmsId, staff.id, a.startTime);
  const answer = {
    arrivalId: null as number | null,
    appointmentTime: a.startTime.toISOString(),
    clinician: staffName(staff),
    waitingArea: area?.name ?? null,
    instructions: area?.instructions ?? null,
  };
  if (a.status === 'Arrived') {
    // checked in twice here: the readings and answers may still be given, to the same arrival
    const [earlier] = await db
      .select({ id: arrivals.id })
      .from(arrivals)
      .where(
        and(
          eq(arrivals.wcmsId, wcmsId),
          eq(arrivals.appointmentId, String(a.id)),
          eq(arrivals.touchscreenId, screen.id),
        ),
      )
      .limit(1);
    return { ...answer, arrivalId: earlier?.id ?? null };
  }
  const arrivalId = await db.transaction(async (tx) => {
    await tx
      .update(clinicalAppointments)
      .set({ status: 'Arrived', arrivalTime: now })
      .where(eq(clinicalAppointments.id, a.id));
    const [row] = await tx
      .insert(arrivals)
      .values({
        wcmsId,
        appointmentId: String(a.id),
        appointmentStart: a.startTime,
        clinicalPatientId: a.patientId!,
        consultingStaffId: staff.id,
        method: 'kiosk',
        touchscreenId: screen.id,
        waitingAreaId: area?.id ?? null,
        waitingAreaName: area?.name ?? null,
        arrivedAt: now,
        reviewResponse: screen.reviewResponse,
      })
      .onConflictDoNothing()
      .returning({ id: arrivals.id });
    return row?.id ?? null;
  });
  if (staff.userId) ctx.realtime.clinicianNotification(wcmsId, staff.userId, { type: 'refresh' });
  return { ...answer, arrivalId };
}

/** How long after checking in the kiosk may add the readings and answers to the arrival. */
const RESPONSES_WITHIN_MS = 15 * 60_000;

/**
 * After check-in, the health pod readings and questionnaire answers, stored with the arrival: only for an arrival
 * this touchscreen checked in a little while ago; readings only those its health pod inputs ask for, in range; one
 * yes/no answer per question (or none, when the patient skipped the questionnaire).
 */
export async function kioskResponses(
  ctx: Pick<RequestContext, 'db' | 'realtime'>,
  device: Device,
  input: { arrivalId: number; readings: Readings; answers: string[] },
  now: Date,
): Promise<void> {
  const { db } = ctx;
  const { t: screen } = await touchscreenOf(db, device);
  const [arrival] = await db
    .select()
    .from(arrivals)
    .where(
      and(
        eq(arrivals.id, input.arrivalId),
        eq(arrivals.touchscreenId, screen.id),
        gt(arrivals.arrivedAt, new Date(now.getTime() - RESPONSES_WITHIN_MS)),
      ),
    )
    .limit(1);
  if (!arrival) throw new HttpProblem(404, 'Not found', 'NOT_FOUND');
  const fields: Record<string, string> = {};
  for (const [name, key] of Object.entries(readingErrors(input.readings, screen.healthPod))) {
    fields[name] = READING_MESSAGES[key];
  }
  const { answers } = input;
  if (
    (answers.length !== 0 && answers.length !== screen.questions.length) ||
    answers.some((x) => x !== 'yes' && x !== 'no')
  ) {
    fields.answers = READING_MESSAGES.answersInvalid;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const readings = Object.fromEntries(Object.entries(input.readings).filter(([, v]) => v != null)) as Record<
    string,
    number
  >;
  await db
    .update(arrivals)
    .set({
      readings: Object.keys(readings).length > 0 ? readings : null,
      answers:
        answers.length > 0
          ? screen.questions.map((question, i) => ({ question, answer: answers[i] as 'yes' | 'no' }))
          : null,
    })
    .where(eq(arrivals.id, arrival.id));
  const [staff] = await db
    .select({ userId: clinicalStaff.userId })
    .from(clinicalStaff)
    .where(eq(clinicalStaff.id, arrival.consultingStaffId))
    .limit(1);
  if (staff?.userId) ctx.realtime.clinicianNotification(arrival.wcmsId, staff.userId, { type: 'refresh' });
}

// ----- the TV call screen -----

const RECENT_CALLS = 4;

/** The screen's state: the current call, the last few before it and today's news items for this screen. */
export async function callScreenView(db: Db, device: Device, now: Date) {
  const [row] = await db
    .select({ s: tvScreens, organisationName: organisations.name })
    .from(tvScreens)
    .innerJoin(organisations, eq(organisations.wcmsId, tvScreens.wcmsId))
    .where(eq(tvScreens.id, device.tvScreenId ?? -1))
    .limit(1);
  if (!row) throw notRegistered();
  const { s: screen } = row;
  const { start, end } = ukDayBounds(now);
  const calls = await db
    .select({ a: arrivals, p: clinicalPatients, staff: clinicalStaff })
    .from(arrivals)
    .innerJoin(clinicalPatients, eq(clinicalPatients.id, arrivals.clinicalPatientId))
    .innerJoin(clinicalStaff, eq(clinicalStaff.id, arrivals.consultingStaffId))
    .where(
      and(
        eq(arrivals.wcmsId, screen.wcmsId),
        isNotNull(arrivals.calledAt),
        gte(arrivals.calledAt, start),
        lt(arrivals.calledAt, end),
      ),
    )
    .orderBy(desc(arrivals.calledAt), desc(arrivals.id))
    .limit(RECENT_CALLS + 1);
  const view = calls.map(({ a, p, staff }) => ({
    id: a.id,
    // "the patient's display name as the practice configures it": the screen's name format
    patient:
      screen.nameFormat === 'full-name' ? `${p.forename} ${p.surname}` : `${p.forename} ${p.surname.slice(0, 1)}`,
    clinician: staffName(staff),
    waitingArea: a.waitingAreaName,
    calledAt: a.calledAt!.toISOString(),
  }));
  const today = ukClock(now).day;
  const news = await db
    .select({ text: tvNewsItems.text, screenIds: tvNewsItems.screenIds })
    .from(tvNewsItems)
    .where(
      and(eq(tvNewsItems.wcmsId, screen.wcmsId), or(isNull(tvNewsItems.expiresOn), gte(tvNewsItems.expiresOn, today))),
    )
    .orderBy(asc(tvNewsItems.id));
  return {
    name: screen.name,
    organisationName: row.organisationName,
    notificationSound: screen.notificationSound,
    announce: screen.announce,
    current: view[0] ?? null,
    recent: view.slice(1),
    news: news.filter((n) => n.screenIds.length === 0 || n.screenIds.includes(screen.id)).map((n) => n.text),
  };
}
