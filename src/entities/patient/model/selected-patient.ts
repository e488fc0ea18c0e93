import { storage, useStoredValue, type JsonObject } from '@/shared/lib/storage';
import type { Patient, PatientSearchValues } from './models';
import { EMPTY_SEARCH } from './models';

// spec §3 storage keys: selected_patient (the patient picked in a search, shared with pop-ups and other tabs) and
// patientSearch (the last search, so coming back to the page shows it again).

function isPatient(value: unknown): value is Patient {
  const v = value as Partial<Patient> | null;
  return Boolean(v && typeof v.id === 'string' && typeof v.forename === 'string' && typeof v.surname === 'string');
}

export function setSelectedPatient(patient: Patient | null): void {
  if (patient) storage.set('selected_patient', patient as unknown as JsonObject);
  else storage.remove('selected_patient');
}

export function useSelectedPatient(): Patient | null {
  const value = useStoredValue('selected_patient');
  return isPatient(value) ? value : null;
}

export function savePatientSearch(values: PatientSearchValues): void {
  storage.set('patientSearch', values);
}

export function readPatientSearch(): PatientSearchValues {
  const value = storage.get('patientSearch');
  if (!value || typeof value !== 'object' || Array.isArray(value)) return EMPTY_SEARCH;
  const v = value as Record<string, unknown>;
  const text = (key: keyof PatientSearchValues) => (typeof v[key] === 'string' ? (v[key] as string) : '');
  return {
    nhsNumber: text('nhsNumber'),
    forename: text('forename'),
    surname: text('surname'),
    dateOfBirth: text('dateOfBirth'),
    postcode: text('postcode'),
    sex: text('sex'),
  };
}
