import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../context.js';
import { organisations, type ClinicalSystemId } from '../organisations/index.js';
import { users } from '../users/index.js';
import { cacheClinicalPatientId, getCachedClinicalPatientId } from '../clinical-system/index.js';
import { clinicalRecordAttachments, clinicalRecords, defaultAttachStaff, type StoredCode } from './tables.js';
import {
  attachDate,
  base64Size,
  CLINICAL_MESSAGES,
  clinicalSystemError,
  SELECTED_TEXT_LIMIT,
  SYSTMONE_FILE_LIMIT_BYTES,
} from './rules.js';
import { findClinicalPatientId, findClinicalStaffMember, type ClinicalStaffMember } from './directory.js';

export type { ClinicalStaffMember };

export type AttachCode = {
  scheme: string;
  value: string;
  term?: string | null;
  descriptionId?: string | null;
  dataValue?: { value: string; uom?: string | null } | null;
  description?: string | null;
  notes?: string | null;
  isFreeText?: boolean | null;
};

/** spec §3 Attach input. */
export type AttachInput = {
  nhsNumber: string;
  title: string;
  heading?: string | null;
  staffId?: string | null;
  detail?: string | null;
  dateAttached?: string | null;
  type?: string | null;
  attachments?: { name: string; content: string; primary?: boolean | null }[] | null;
  codes?: AttachCode[] | null;
  /** The clinical system's own patient id, the fallback when the NHS number lookup fails (not SystmOne). */
  clinicalPatientId?: string | null;
};

export type AttachResult = {
  success: boolean;
  recordId: string | null;
  clinicalPatientId: string | null;
  staffId: string | null;
  error: string | null;
};

const failure = (message: string): AttachResult => ({
  success: false,
  recordId: null,
  clinicalPatientId: null,
  staffId: null,
  error: clinicalSystemError(message),
});

export async function organisationClinicalSystem(db: Db, wcmsId: number): Promise<ClinicalSystemId | null> {
  const [row] = await db
    .select({ clinicalSystem: organisations.clinicalSystem })
    .from(organisations)
    .where(eq(organisations.wcmsId, wcmsId));
  return row?.clinicalSystem ?? null;
}

/** The default attach staff for an organisation's clinical system, if set. */
export async function getDefaultAttachStaff(db: Db, wcmsId: number, clinicalSystem?: ClinicalSystemId) {
  const system = clinicalSystem ?? (await organisationClinicalSystem(db, wcmsId));
  if (!system) return null;
  const [row] = await db
    .select()
    .from(defaultAttachStaff)
    .where(and(eq(defaultAttachStaff.wcmsId, wcmsId), eq(defaultAttachStaff.clinicalSystem, system)));
  return row ?? null;
}

export async function setDefaultAttachStaff(db: Db, input: typeof defaultAttachStaff.$inferInsert) {
  const [row] = await db
    .insert(defaultAttachStaff)
    .values(input)
    .onConflictDoUpdate({
      target: [defaultAttachStaff.wcmsId, defaultAttachStaff.clinicalSystem],
      set: {
        staffId: input.staffId,
        staffGuid: input.staffGuid,
        name: input.name,
        vixieVersion: input.vixieVersion ?? null,
      },
    })
    .returning();
  return row!;
}

export async function getCachedPatientId(db: Db, nhsNumber: string, wcmsId: number, clinicalSystem: ClinicalSystemId) {
  const clinicalPatientId = await getCachedClinicalPatientId(db, { nhsNumber, wcmsId, clinicalSystem });
  return clinicalPatientId === null ? null : { nhsNumber, wcmsId, clinicalSystem, clinicalPatientId };
}

export async function upsertCachedPatientId(
  db: Db,
  clock: Clock,
  input: { nhsNumber: string; wcmsId: number; clinicalSystem: ClinicalSystemId; clinicalPatientId: string },
) {
  await cacheClinicalPatientId(db, input, clock.now());
  return input;
}

/**
 * Attaches a record to a patient in the test-variant clinical system with the rules of spec §5 and §6:
 * - staff: the given staff id, else the caller's clinical staff member; when they cannot attach (canAttach false)
 *   the organisation's default attach staff is used and the detail says who attached it; Vision REST with
 *   neither gives 'No default staff found';
 * - patient: by NHS number, falling back to the clinical system's own id (cached or given), except for SystmOne;
 * - too much text is refused with a PDF suggestion; SystmOne refuses files over 1.5MB;
 * - free-text codes are added to the text, never stored as coded entries; a 23:00 UTC date is read in Berlin time.
 * A clinical-system refusal is a result with success false and the system's error text, as IM1 reports it.
 */
export async function attachRecord(
  db: Db,
  clock: Clock,
  caller: { userId: number; wcmsId: number },
  input: AttachInput,
): Promise<AttachResult> {
  const clinicalSystem = (await organisationClinicalSystem(db, caller.wcmsId)) ?? 'unknown';
  const [user] = await db
    .select({ forename: users.forename, surname: users.surname })
    .from(users)
    .where(eq(users.id, caller.userId));

  let detail = input.detail ?? '';
  let staffId = input.staffId?.trim() || null;
  if (!staffId) {
    const member = await findClinicalStaffMember(db, caller.wcmsId, caller.userId);
    if (member?.canAttach) {
      staffId = member.clinicalStaffId;
    } else {
      const fallback = await getDefaultAttachStaff(db, caller.wcmsId, clinicalSystem);
      if (fallback) {
        staffId = fallback.staffId;
        if (user)
          detail = [detail, CLINICAL_MESSAGES.attachedBy(user.forename, user.surname)].filter(Boolean).join('\n\n');
      } else if (clinicalSystem === 'vision_rest') {
        return failure(CLINICAL_MESSAGES.noDefaultStaff);
      }
    }
  }

  const codes: StoredCode[] = [];
  const freeText: string[] = [];
  for (const code of input.codes ?? []) {
    if (code.isFreeText) {
      freeText.push([code.term ?? code.description ?? code.value, code.notes].filter(Boolean).join(': '));
      continue;
    }
    codes.push({
      scheme: code.scheme,
      value: code.value,
      term: code.term ?? null,
      descriptionId: code.descriptionId ?? null,
      dataValue: code.dataValue?.value ?? null,
      uom: code.dataValue?.uom ?? null,
      description: code.description ?? null,
      notes: code.notes ?? null,
    });
  }
  if (freeText.length > 0) detail = [detail, ...freeText].filter(Boolean).join('\n');
  if (detail.length > SELECTED_TEXT_LIMIT) return failure(CLINICAL_MESSAGES.textLimit(SELECTED_TEXT_LIMIT));

  const attachments = input.attachments ?? [];
  if (clinicalSystem === 'systmone') {
    const tooBig = attachments.find((a) => base64Size(a.content) > SYSTMONE_FILE_LIMIT_BYTES);
    if (tooBig) return failure(CLINICAL_MESSAGES.systmOneFileLimit(tooBig.name));
  }

  const nhsNumber = input.nhsNumber.replace(/\s/g, '');
  let clinicalPatientId = nhsNumber ? await findClinicalPatientId(db, caller.wcmsId, { nhsNumber }) : null;
  if (!clinicalPatientId && clinicalSystem !== 'systmone') {
    // spec §5: fall back to the clinical system's own id (not for SystmOne)
    const candidate =
      input.clinicalPatientId ??
      (nhsNumber ? (await getCachedPatientId(db, nhsNumber, caller.wcmsId, clinicalSystem))?.clinicalPatientId : null);
    if (candidate) clinicalPatientId = await findClinicalPatientId(db, caller.wcmsId, { id: candidate });
  }
  if (!clinicalPatientId) return failure(CLINICAL_MESSAGES.patientNotFound(nhsNumber || 'unknown'));

  const now = clock.now();
  const record = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clinicalRecords)
      .values({
        wcmsId: caller.wcmsId,
        clinicalPatientId: clinicalPatientId!,
        nhsNumber: nhsNumber || null,
        title: input.title,
        heading: input.heading ?? null,
        detail: detail || null,
        staffId,
        dateAttached: attachDate(input.dateAttached, now),
        type: input.type ?? null,
        codes,
        attachedBy: caller.userId,
        createdAt: now,
      })
      .returning({ id: clinicalRecords.id });
    if (attachments.length > 0) {
      await tx.insert(clinicalRecordAttachments).values(
        attachments.map((a) => ({
          recordId: row!.id,
          name: a.name,
          content: Buffer.from(a.content, 'base64'),
          primary: a.primary ?? false,
        })),
      );
    }
    return row!;
  });
  if (nhsNumber) {
    await upsertCachedPatientId(db, clock, {
      nhsNumber,
      wcmsId: caller.wcmsId,
      clinicalSystem,
      clinicalPatientId,
    });
  }
  return { success: true, recordId: String(record.id), clinicalPatientId, staffId, error: null };
}

/** A patient's records from a date, oldest first, with their files' names (PatientAttachmentList). */
export async function listPatientRecords(db: Db, wcmsId: number, clinicalPatientId: string, from: Date) {
  const records = await db
    .select()
    .from(clinicalRecords)
    .where(
      and(
        eq(clinicalRecords.wcmsId, wcmsId),
        eq(clinicalRecords.clinicalPatientId, clinicalPatientId),
        gte(clinicalRecords.dateAttached, from),
      ),
    )
    .orderBy(asc(clinicalRecords.dateAttached), asc(clinicalRecords.id));
  const ids = records.map((r) => r.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .select({
            id: clinicalRecordAttachments.id,
            recordId: clinicalRecordAttachments.recordId,
            name: clinicalRecordAttachments.name,
            primary: clinicalRecordAttachments.primary,
            content: clinicalRecordAttachments.content,
          })
          .from(clinicalRecordAttachments)
          .where(inArray(clinicalRecordAttachments.recordId, ids))
          .orderBy(asc(clinicalRecordAttachments.id));
  return records.map((r) => ({
    ...r,
    attachments: files
      .filter((f) => f.recordId === r.id)
      .map((f) => ({ id: f.id, name: f.name, primary: f.primary, size: f.content.length })),
  }));
}

/** One attached file (FetchPatientAttachment), only within the organisation. */
export async function getRecordAttachment(db: Db, wcmsId: number, id: number) {
  const [row] = await db
    .select({
      id: clinicalRecordAttachments.id,
      name: clinicalRecordAttachments.name,
      content: clinicalRecordAttachments.content,
    })
    .from(clinicalRecordAttachments)
    .innerJoin(clinicalRecords, eq(clinicalRecords.id, clinicalRecordAttachments.recordId))
    .where(and(eq(clinicalRecordAttachments.id, id), eq(clinicalRecords.wcmsId, wcmsId)));
  return row ?? null;
}
