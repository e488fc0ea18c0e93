export { createAppRouter } from './router';
export { redirectLegacyHash } from './legacy-hash';
export { PatientApp, startPatientPage } from './patient-app';
