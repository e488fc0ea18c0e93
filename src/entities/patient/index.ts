export { SearchPatientQuery, patientQueries } from './api/patient-queries';
export { usePrefillPatientIds } from './api/prefill-patient-ids';
export { formatAddress, formatBirthDate, formatNhs, patientDisplayName } from './model/format';
export { EMPTY_SEARCH } from './model/models';
export type { Patient, PatientSearchValues } from './model/models';
export { readPatientSearch, savePatientSearch, setSelectedPatient, useSelectedPatient } from './model/selected-patient';
export {
  ageInYears,
  isTenDigits,
  isValidNhsNumber,
  isValidUkPhone,
  nhsCheckDigit,
  normaliseNhsNumber,
  ukToday,
} from './model/validation';
export { PatientDetails } from './ui/patient-details';
