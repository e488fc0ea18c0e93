export { createAppRouter } from './router';
export { redirectLegacyHash } from './legacy-hash';
export { createPatientRouter } from './patient-routes';
