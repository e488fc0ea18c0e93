// The total-triage module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export { seedTotalTriage } from './demo-data.js';
export { checkTriageRequest, patientSnapshot } from './service.js';
export { totalTriageModule } from './module.js';
