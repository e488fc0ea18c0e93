/**
 * Console area clinical integration (spec §3 Server details): the clinical system server's details, with the
 * password and API password sealed at rest and write-only (the console learns only that each is set); changes
 * are audited by field name.
 */
export { clinicalIntegrationResolvers, CLINICAL_INTEGRATION_LEVEL } from './resolvers.js';
export { SERVER_DETAILS_MESSAGES } from './service.js';
export { clinicalIntegrationModule } from './module.js';
export { saveServerDetails } from './service.js';
export { clinicalServerDetails } from './tables.js';
