export { clientPolicyQueries, useOrganisationInactivityMinutes, useResponseTargetHours } from './api/client-policy';
export { OrganisationsQuery, organisationQueries } from './api/organisation-queries';
export { canOpenConsole, setCurrentOrganisation, useCurrentOrganisation, useOrganisations } from './model/organisation';
export type { Organisation } from './model/organisation';
