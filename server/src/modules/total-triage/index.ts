// The total-triage module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export { seedTotalTriage } from './demo-data.js';
export {
  checkTriageRequest,
  getTriageSettings,
  patientForRouting,
  patientSnapshot,
  suggestCareNavigation,
} from './service.js';
export { TRIAGE_MESSAGES } from './rules.js';
export { totalTriageModule } from './module.js';
