import type { Db } from '../../db/client.js';
import {
  findPatientByNhsNumber,
  getPatientById,
  getStaffForUser,
  listStaff,
  type ClinicalStaffRow,
} from '../clinical-system/index.js';

/** spec §3 Clinical staff member. */
export type ClinicalStaffMember = {
  forename: string;
  surname: string;
  clinicalStaffId: string;
  clinicalStaffGuid: string;
  appointmentStaffId: string | null;
  canAttach: boolean;
};

/** The test-variant clinical system's id of a patient, by NHS number or by its own id; null when it has none. */
export async function findClinicalPatientId(
  db: Db,
  wcmsId: number,
  by: { nhsNumber: string } | { id: string },
): Promise<string | null> {
  const patient =
    'nhsNumber' in by
      ? await findPatientByNhsNumber(db, wcmsId, by.nhsNumber)
      : await getPatientById(db, wcmsId, by.id);
  return patient?.id ?? null;
}

/**
 * The caller's clinical staff record in the test-variant clinical system (spec §3 Clinical staff member). Only
 * active consulting clinicians write to the record themselves (canAttach); everyone else attaches under the
 * organisation's default attach staff (spec §6).
 */
export async function findClinicalStaffMember(
  db: Db,
  wcmsId: number,
  userId: number,
): Promise<ClinicalStaffMember | null> {
  const staff = await getStaffForUser(db, wcmsId, userId);
  return staff && staffMember(staff);
}

/** Every member of the organisation's clinical staff (spec §7 clinical staff lookup), by surname. */
export async function listClinicalStaffMembers(db: Db, wcmsId: number): Promise<ClinicalStaffMember[]> {
  return (await listStaff(db, wcmsId)).map(staffMember);
}

function staffMember(staff: ClinicalStaffRow): ClinicalStaffMember {
  return {
    forename: staff.forename,
    surname: staff.surname,
    clinicalStaffId: staff.id,
    clinicalStaffGuid: staff.guid,
    appointmentStaffId: staff.appointmentStaffId,
    canAttach: staff.active && staff.consult,
  };
}
