export { GetPatientQuery, SearchPatientQuery, patientQueries } from './api/patient-queries';
export {
  PrefillPatientIdCacheMutation,
  prefillPatientIds,
  resetPrefilledPatientIds,
  usePrefillPatientIds,
} from './api/prefill-patient-ids';
export { formatAddress, formatBirthDate, formatNhs, patientDisplayName, patientPhone } from './model/format';
export { EMPTY_SEARCH } from './model/models';
export type { Patient, PatientSearchValues } from './model/models';
export { readPatientSearch, savePatientSearch, setSelectedPatient, useSelectedPatient } from './model/selected-patient';
export {
  ageInYears,
  isTenDigits,
  isValidDateOfBirth,
  isValidNhsNumber,
  isValidUkPhone,
  nhsCheckDigit,
  normaliseNhsNumber,
  normaliseUkPhone,
  parseUkDate,
  ukToday,
} from './model/validation';
export { PatientDetails } from './ui/patient-details';
