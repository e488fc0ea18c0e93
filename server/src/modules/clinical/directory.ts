import type { Db } from '../../db/client.js';

/** spec §3 Clinical staff member. */
export type ClinicalStaffMember = {
  forename: string;
  surname: string;
  clinicalStaffId: string;
  clinicalStaffGuid: string;
  appointmentStaffId: string | null;
  canAttach: boolean;
};

// Wired to the test-variant clinical system's patients and staff (modules/clinical-system) once that lands.
export async function findClinicalPatientId(
  _db: Db,
  _wcmsId: number,
  _by: { nhsNumber: string } | { id: string },
): Promise<string | null> {
  return null;
}

export async function findClinicalStaffMember(
  _db: Db,
  _wcmsId: number,
  _userId: number,
): Promise<ClinicalStaffMember | null> {
  return null;
}
