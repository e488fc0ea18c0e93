import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { organisations } from '../organisations/index.js';
import {
  clinicalAppointmentOwners,
  clinicalAppointments,
  clinicalPatientIdCache,
  clinicalPatients,
  clinicalSessions,
  clinicalSlotTypes,
  clinicalStaff,
} from './tables.js';
import {
  CLINICAL_MESSAGES,
  SEXES,
  isValidDateOfBirth,
  isValidNhsNumber,
  nhsNumberProblem,
  normaliseNhsNumber,
  normalisePostcode,
} from './rules.js';
import { ensureSlots, ukDayStart } from './schedule.js';

export type ClinicalPatientRow = typeof clinicalPatients.$inferSelect;
export type ClinicalStaffRow = typeof clinicalStaff.$inferSelect;

/** A patient as the clinical API gives it (spec §3 Patient). */
export type ClinicalPatient = {
  id: string;
  forename: string;
  surname: string;
  title: string | null;
  nhsNumber: string | null;
  dateOfBirth: string | null;
  sex: string | null;
  primaryEmail: string | null;
  primaryPhone: string | null;
  mobilePhone: string | null;
  workPhone: string | null;
  homeAddress: {
    address1: string | null;
    address2: string | null;
    address3: string | null;
    address4: string | null;
    address5: string | null;
    postcode: string | null;
  };
};

export function toClinicalPatient(row: ClinicalPatientRow): ClinicalPatient {
  return {
    id: row.id,
    forename: row.forename,
    surname: row.surname,
    title: row.title,
    nhsNumber: row.nhsNumber,
    dateOfBirth: row.dateOfBirth,
    sex: row.sex,
    primaryEmail: row.primaryEmail,
    primaryPhone: row.primaryPhone,
    mobilePhone: row.mobilePhone,
    workPhone: row.workPhone,
    homeAddress: {
      address1: row.address1,
      address2: row.address2,
      address3: row.address3,
      address4: row.address4,
      address5: row.address5,
      postcode: row.postcode,
    },
  };
}

const invalid = (message: string, field: string) =>
  new HttpProblem(400, message, 'VALIDATION_FAILED', { [field]: message });

// ----- patients -----

/** The organisation's patient with this NHS number (spaces ignored), or null. */
export async function findPatientByNhsNumber(
  db: Db,
  wcmsId: number,
  nhsNumber: string,
): Promise<ClinicalPatient | null> {
  const nhs = normaliseNhsNumber(nhsNumber);
  const [row] = await db
    .select()
    .from(clinicalPatients)
    .where(and(eq(clinicalPatients.wcmsId, wcmsId), eq(clinicalPatients.nhsNumber, nhs)))
    .limit(1);
  return row ? toClinicalPatient(row) : null;
}

/** The organisation's patient with this clinical system id, or null. */
export async function getPatientById(db: Db, wcmsId: number, id: string): Promise<ClinicalPatient | null> {
  const [row] = await db
    .select()
    .from(clinicalPatients)
    .where(and(eq(clinicalPatients.wcmsId, wcmsId), eq(clinicalPatients.id, id)))
    .limit(1);
  return row ? toClinicalPatient(row) : null;
}

export type PatientSearch = {
  nhsNumber?: string | null;
  forename?: string | null;
  surname?: string | null;
  /** YYYY-MM-DD */
  dateOfBirth?: string | null;
  postcode?: string | null;
  sex?: string | null;
};

const likePrefix = (value: string) => `${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Searches the organisation's patients (spec §5: at least two parameters). NHS number, date of birth and sex match
 * exactly; names and postcode match from the start, ignoring case (and spaces in the postcode). At most 50, by name.
 * Throws VALIDATION_FAILED (with per-field messages) for too few or invalid parameters.
 */
export async function searchPatients(
  db: Db,
  wcmsId: number,
  search: PatientSearch,
  today: string,
): Promise<ClinicalPatient[]> {
  const given = Object.fromEntries(
    Object.entries(search)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : ''])
      .filter(([, v]) => v !== ''),
  ) as Record<keyof PatientSearch, string | undefined>;
  if (Object.keys(given).length < 2) {
    throw new HttpProblem(400, CLINICAL_MESSAGES.tooFewParameters, 'VALIDATION_FAILED');
  }
  const where: SQL[] = [eq(clinicalPatients.wcmsId, wcmsId)];
  if (given.nhsNumber !== undefined) {
    const nhs = normaliseNhsNumber(given.nhsNumber);
    if (!isValidNhsNumber(nhs)) throw invalid(nhsNumberProblem(nhs), 'nhsNumber');
    where.push(eq(clinicalPatients.nhsNumber, nhs));
  }
  if (given.dateOfBirth !== undefined) {
    if (!isValidDateOfBirth(given.dateOfBirth, today)) {
      throw invalid(CLINICAL_MESSAGES.invalidDateOfBirth, 'dateOfBirth');
    }
    where.push(eq(clinicalPatients.dateOfBirth, given.dateOfBirth));
  }
  if (given.sex !== undefined) {
    const sex = SEXES.find((s) => s.toLowerCase() === given.sex!.toLowerCase());
    if (!sex) throw invalid(CLINICAL_MESSAGES.invalidSex, 'sex');
    where.push(eq(clinicalPatients.sex, sex));
  }
  for (const field of ['forename', 'surname'] as const) {
    const value = given[field];
    if (value === undefined) continue;
    if (value.length > 100) throw invalid(CLINICAL_MESSAGES.nameTooLong, field);
    where.push(sql`lower(${clinicalPatients[field]}) like ${likePrefix(value)}`);
  }
  if (given.postcode !== undefined) {
    const postcode = normalisePostcode(given.postcode);
    if (postcode.length > 15) throw invalid(CLINICAL_MESSAGES.invalidPostcode, 'postcode');
    where.push(
      sql`replace(upper(${clinicalPatients.postcode}), ' ', '') like ${`${postcode.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  }
  const rows = await db
    .select()
    .from(clinicalPatients)
    .where(and(...where))
    .orderBy(asc(clinicalPatients.surname), asc(clinicalPatients.forename), asc(clinicalPatients.dateOfBirth))
    .limit(50);
  return rows.map(toClinicalPatient);
}

/** The organisation's clinical system id (emisweb, systmone, …), or null for an unknown organisation. */
export async function clinicalSystemOf(db: Db, wcmsId: number): Promise<string | null> {
  const [row] = await db
    .select({ clinicalSystem: organisations.clinicalSystem })
    .from(organisations)
    .where(eq(organisations.wcmsId, wcmsId))
    .limit(1);
  return row?.clinicalSystem ?? null;
}

/** Spec §3 Cached clinical patient id: store (or replace) the clinical id for an NHS number. */
export async function cacheClinicalPatientId(
  db: Db,
  entry: { nhsNumber: string; wcmsId: number; clinicalSystem: string; clinicalPatientId: string },
  now: Date,
): Promise<void> {
  const nhsNumber = normaliseNhsNumber(entry.nhsNumber);
  await db
    .insert(clinicalPatientIdCache)
    .values({ ...entry, nhsNumber, updatedAt: now })
    .onConflictDoUpdate({
      target: [clinicalPatientIdCache.nhsNumber, clinicalPatientIdCache.wcmsId, clinicalPatientIdCache.clinicalSystem],
      set: { clinicalPatientId: entry.clinicalPatientId, updatedAt: now },
    });
}

/** The cached clinical id for an NHS number, or null. */
export async function getCachedClinicalPatientId(
  db: Db,
  key: { nhsNumber: string; wcmsId: number; clinicalSystem: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: clinicalPatientIdCache.clinicalPatientId })
    .from(clinicalPatientIdCache)
    .where(
      and(
        eq(clinicalPatientIdCache.nhsNumber, normaliseNhsNumber(key.nhsNumber)),
        eq(clinicalPatientIdCache.wcmsId, key.wcmsId),
        eq(clinicalPatientIdCache.clinicalSystem, key.clinicalSystem),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Looks the NHS number up in the clinical system and caches the patient's clinical id (spec §7
 * prefillPatientIdCache). found is false when the clinical system has no such patient.
 */
export async function prefillPatientIdCache(
  db: Db,
  wcmsId: number,
  nhsNumber: string,
  now: Date,
): Promise<{ nhsNumber: string; clinicalPatientId: string | null; found: boolean }> {
  const nhs = normaliseNhsNumber(nhsNumber);
  if (!isValidNhsNumber(nhs)) throw invalid(nhsNumberProblem(nhs), 'nhsNumber');
  const patient = await findPatientByNhsNumber(db, wcmsId, nhs);
  if (!patient) return { nhsNumber: nhs, clinicalPatientId: null, found: false };
  const clinicalSystem = (await clinicalSystemOf(db, wcmsId)) ?? 'unknown';
  await cacheClinicalPatientId(db, { nhsNumber: nhs, wcmsId, clinicalSystem, clinicalPatientId: patient.id }, now);
  return { nhsNumber: nhs, clinicalPatientId: patient.id, found: true };
}

// ----- staff, owners, slot types -----

/** Every member of staff in the organisation's clinical system, by surname. */
export async function listStaff(db: Db, wcmsId: number): Promise<ClinicalStaffRow[]> {
  return db
    .select()
    .from(clinicalStaff)
    .where(eq(clinicalStaff.wcmsId, wcmsId))
    .orderBy(asc(clinicalStaff.surname), asc(clinicalStaff.forename), asc(clinicalStaff.id));
}

/** The clinical staff record linked to a Carebridge user in an organisation, or null. */
export async function getStaffForUser(db: Db, wcmsId: number, userId: number): Promise<ClinicalStaffRow | null> {
  const [row] = await db
    .select()
    .from(clinicalStaff)
    .where(and(eq(clinicalStaff.wcmsId, wcmsId), eq(clinicalStaff.userId, userId)))
    .limit(1);
  return row ?? null;
}

export const staffName = (s: { title: string | null; forename: string; surname: string }) =>
  [s.title, s.forename, s.surname].filter(Boolean).join(' ');

export async function listAppointmentOwners(db: Db, wcmsId: number) {
  return db
    .select({ id: clinicalAppointmentOwners.id, name: clinicalAppointmentOwners.name })
    .from(clinicalAppointmentOwners)
    .where(eq(clinicalAppointmentOwners.wcmsId, wcmsId))
    .orderBy(asc(clinicalAppointmentOwners.name));
}

export async function listSlotTypes(db: Db, wcmsId: number) {
  return db
    .select({ id: clinicalSlotTypes.id, name: clinicalSlotTypes.name, mode: clinicalSlotTypes.mode })
    .from(clinicalSlotTypes)
    .where(eq(clinicalSlotTypes.wcmsId, wcmsId))
    .orderBy(asc(clinicalSlotTypes.name));
}

// ----- appointments -----

/** An appointment as the clinical API gives it (spec §3 Appointment). */
export type ClinicalAppointment = {
  id: string;
  startTime: string;
  duration: number;
  type: string | null;
  session: string | null;
  sessionHolders: string[];
  status: string;
  arrivalTime: string | null;
  consultingStaffId: string | null;
  consultingStaff: string | null;
  isTelephoneAppointment: boolean;
  isVideoAppointment: boolean;
  preventSelfCheckIn: boolean;
  patient: ClinicalPatient | null;
};

const MAX_WINDOW_MS = 31 * 86_400_000;

function checkWindow(start: Date, end: Date): void {
  if (Number.isNaN(start.getTime())) throw invalid('Enter a valid start time', 'startTime');
  if (Number.isNaN(end.getTime())) throw invalid('Enter a valid end time', 'endTime');
  if (end <= start) throw invalid(CLINICAL_MESSAGES.invalidWindow, 'endTime');
  if (end.getTime() - start.getTime() > MAX_WINDOW_MS) throw invalid(CLINICAL_MESSAGES.windowTooLong, 'endTime');
}

async function loadAppointments(db: Db, where: SQL, limit: number): Promise<ClinicalAppointment[]> {
  const rows = await db
    .select({
      a: clinicalAppointments,
      slotType: clinicalSlotTypes,
      session: clinicalSessions.name,
      staff: clinicalStaff,
      patient: clinicalPatients,
    })
    .from(clinicalAppointments)
    .innerJoin(clinicalSlotTypes, eq(clinicalSlotTypes.id, clinicalAppointments.slotTypeId))
    .innerJoin(clinicalSessions, eq(clinicalSessions.id, clinicalAppointments.sessionId))
    .innerJoin(clinicalStaff, eq(clinicalStaff.id, clinicalAppointments.consultingStaffId))
    .leftJoin(clinicalPatients, eq(clinicalPatients.id, clinicalAppointments.patientId))
    .where(where)
    .orderBy(asc(clinicalAppointments.startTime), asc(clinicalStaff.surname), asc(clinicalAppointments.id))
    .limit(limit);
  return rows.map(({ a, slotType, session, staff, patient }) => ({
    id: String(a.id),
    startTime: a.startTime.toISOString(),
    duration: a.duration,
    type: a.type ?? slotType.name,
    session,
    sessionHolders: [staffName(staff), ...(a.sessionHolders ?? [])],
    status: a.status,
    arrivalTime: a.arrivalTime?.toISOString() ?? null,
    consultingStaffId: staff.id,
    consultingStaff: staffName(staff),
    isTelephoneAppointment: slotType.mode === 'telephone',
    isVideoAppointment: slotType.mode === 'video',
    preventSelfCheckIn: a.preventSelfCheckIn,
    patient: patient ? toClinicalPatient(patient) : null,
  }));
}

/**
 * Free slots in [startTime, endTime) (at most 31 days), optionally for some staff and slot types; slots that have
 * started are left out unless includePast. At most 1,000, earliest first.
 */
export async function availableAppointments(
  db: Db,
  wcmsId: number,
  query: {
    startTime: Date;
    endTime: Date;
    staffIds?: string[] | null;
    slotTypeIds?: string[] | null;
    includePast?: boolean | null;
  },
  now: Date,
): Promise<ClinicalAppointment[]> {
  checkWindow(query.startTime, query.endTime);
  const from = query.includePast || query.startTime > now ? query.startTime : now;
  if (from >= query.endTime) return [];
  await ensureSlots(db, wcmsId, from, query.endTime);
  const where: SQL[] = [
    eq(clinicalAppointments.wcmsId, wcmsId),
    isNull(clinicalAppointments.patientId),
    eq(clinicalAppointments.status, 'Available'),
    gte(clinicalAppointments.startTime, from),
    lt(clinicalAppointments.startTime, query.endTime),
  ];
  if (query.staffIds?.length) where.push(inArray(clinicalAppointments.consultingStaffId, query.staffIds));
  if (query.slotTypeIds?.length) where.push(inArray(clinicalAppointments.slotTypeId, query.slotTypeIds));
  return loadAppointments(db, and(...where)!, 1000);
}

/** Booked appointments of one member of staff in [startTime, endTime) (at most 31 days), earliest first. */
export async function staffAppointments(
  db: Db,
  wcmsId: number,
  query: { startTime: Date; endTime: Date; staffId: string },
): Promise<ClinicalAppointment[]> {
  checkWindow(query.startTime, query.endTime);
  return loadAppointments(
    db,
    and(
      eq(clinicalAppointments.wcmsId, wcmsId),
      eq(clinicalAppointments.consultingStaffId, query.staffId),
      isNotNull(clinicalAppointments.patientId),
      gte(clinicalAppointments.startTime, query.startTime),
      lt(clinicalAppointments.startTime, query.endTime),
    )!,
    1000,
  );
}

/** One appointment of the organisation, or null. */
export async function getAppointment(db: Db, wcmsId: number, id: number): Promise<ClinicalAppointment | null> {
  const [row] = await loadAppointments(
    db,
    and(eq(clinicalAppointments.wcmsId, wcmsId), eq(clinicalAppointments.id, id))!,
    1,
  );
  return row ?? null;
}

/**
 * Books a free slot for the patient with this NHS number. Refused: an unknown patient ('Patient not found in
 * clinical system', PATIENT_NOT_FOUND), a slot already booked (SLOT_TAKEN) or already started (SLOT_IN_PAST).
 * Two bookings racing for one slot: exactly one wins (the update only takes a slot nobody holds).
 */
export async function bookAppointment(
  db: Db,
  wcmsId: number,
  input: {
    appointmentId: number;
    nhsNumber: string;
    duration?: number | null;
    type?: string | null;
    bookedBy?: number;
  },
  now: Date,
): Promise<ClinicalAppointment> {
  const nhs = normaliseNhsNumber(input.nhsNumber);
  if (!isValidNhsNumber(nhs)) throw invalid(nhsNumberProblem(nhs), 'nhsNumber');
  if (input.duration != null && (!Number.isInteger(input.duration) || input.duration < 5 || input.duration > 120)) {
    throw invalid(CLINICAL_MESSAGES.invalidDuration, 'duration');
  }
  const type = input.type?.trim() || null;
  if (type && type.length > 100) throw invalid(CLINICAL_MESSAGES.typeTooLong, 'type');
  const [slot] = await db
    .select()
    .from(clinicalAppointments)
    .where(and(eq(clinicalAppointments.wcmsId, wcmsId), eq(clinicalAppointments.id, input.appointmentId)))
    .limit(1);
  if (!slot) throw new HttpProblem(404, CLINICAL_MESSAGES.appointmentNotFound, 'NOT_FOUND');
  const patient = await findPatientByNhsNumber(db, wcmsId, nhs);
  if (!patient) throw new HttpProblem(404, CLINICAL_MESSAGES.patientNotFound, 'PATIENT_NOT_FOUND');
  if (slot.patientId !== null || slot.status !== 'Available') {
    throw new HttpProblem(409, CLINICAL_MESSAGES.slotTaken, 'SLOT_TAKEN');
  }
  if (slot.startTime <= now) throw new HttpProblem(409, CLINICAL_MESSAGES.slotInPast, 'SLOT_IN_PAST');
  const duration = input.duration ?? slot.duration;
  const slotEnd = new Date(slot.startTime.getTime() + duration * 60_000);
  // One booking per patient at a time: the patient's row is locked for the transaction, so two bookings for one
  // patient (a double click, two tabs) are serialised and the second sees the first's overlapping appointment.
  const taken = await db.transaction(async (tx) => {
    await tx
      .select({ id: clinicalPatients.id })
      .from(clinicalPatients)
      .where(eq(clinicalPatients.id, patient.id))
      .for('update');
    const [overlap] = await tx
      .select({ id: clinicalAppointments.id })
      .from(clinicalAppointments)
      .where(
        and(
          eq(clinicalAppointments.wcmsId, wcmsId),
          eq(clinicalAppointments.patientId, patient.id),
          lt(clinicalAppointments.startTime, slotEnd),
          sql`${clinicalAppointments.startTime} + make_interval(mins => ${clinicalAppointments.duration}) > ${slot.startTime}`,
        ),
      )
      .limit(1);
    if (overlap) throw new HttpProblem(409, CLINICAL_MESSAGES.patientAlreadyBooked, 'PATIENT_ALREADY_BOOKED');
    return tx
      .update(clinicalAppointments)
      .set({
        patientId: patient.id,
        status: 'Booked',
        bookedAt: now,
        bookedBy: input.bookedBy ?? null,
        ...(input.duration != null ? { duration: input.duration } : {}),
        ...(type ? { type } : {}),
      })
      .where(
        and(
          eq(clinicalAppointments.id, slot.id),
          isNull(clinicalAppointments.patientId),
          eq(clinicalAppointments.status, 'Available'),
        ),
      )
      .returning({ id: clinicalAppointments.id });
  });
  if (taken.length === 0) throw new HttpProblem(409, CLINICAL_MESSAGES.slotTaken, 'SLOT_TAKEN');
  return (await getAppointment(db, wcmsId, slot.id))!;
}

/** How far ahead a patient's appointments are listed beside the booking panel. */
const PATIENT_APPOINTMENTS_AHEAD_MS = 365 * 86_400_000;

/**
 * The patient's booked appointments from now on (a year ahead at most, earliest first), so staff see what the
 * patient already has before booking another. An unknown patient has none.
 */
export async function patientAppointments(
  db: Db,
  wcmsId: number,
  nhsNumber: string,
  now: Date,
): Promise<ClinicalAppointment[]> {
  const nhs = normaliseNhsNumber(nhsNumber);
  if (!isValidNhsNumber(nhs)) throw invalid(nhsNumberProblem(nhs), 'nhsNumber');
  const patient = await findPatientByNhsNumber(db, wcmsId, nhs);
  if (!patient) return [];
  return loadAppointments(
    db,
    and(
      eq(clinicalAppointments.wcmsId, wcmsId),
      eq(clinicalAppointments.patientId, patient.id),
      sql`${clinicalAppointments.startTime} + make_interval(mins => ${clinicalAppointments.duration}) > ${now}`,
      lt(clinicalAppointments.startTime, new Date(now.getTime() + PATIENT_APPOINTMENTS_AHEAD_MS)),
    )!,
    100,
  );
}

/** Today as YYYY-MM-DD in the UK (dates of birth must be before it). */
export function ukToday(now: Date): string {
  return ukDayStart(now).day;
}
