// The organisations module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export { type ClinicalSystemId, type OrganisationFeatures, organisations } from './tables.js';
export { organisationsModule } from './module.js';
