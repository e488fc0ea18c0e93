import type { SearchPatientQuery } from '@/shared/api';

/** A patient in the clinical system (spec §3 Patient, clinical API). */
export type Patient = SearchPatientQuery['searchPatient'][number];

/** The search form's values as typed (spec §5: at least two). */
export type PatientSearchValues = {
  nhsNumber: string;
  forename: string;
  surname: string;
  dateOfBirth: string;
  postcode: string;
  sex: string;
};

export const EMPTY_SEARCH: PatientSearchValues = {
  nhsNumber: '',
  forename: '',
  surname: '',
  dateOfBirth: '',
  postcode: '',
  sex: '',
};
