export { createAppRouter } from './router';
export { PatientApp, startPatientPage } from './patient-app';
