/**
 * Console areas outcomes, admin queries and translation (spec §1, §3, §5): how the organisation's requests are
 * handled. Read where they take effect through this service: the Complete dialog and the complete action
 * (outcomes), the create-request wizard and total triage (admin query types), the request view (translation).
 */
export { requestWorkflowResolvers, REQUEST_WORKFLOW_LEVEL } from './resolvers.js';
export { organisationAdminQueryTypes, organisationOutcomes, translationEnabled } from './service.js';
export { DEFAULT_ADMIN_QUERY_TYPES, DEFAULT_OUTCOMES, REQUEST_WORKFLOW_MESSAGES, dailyLimitErrors } from './rules.js';
export { requestWorkflowModule } from './module.js';
