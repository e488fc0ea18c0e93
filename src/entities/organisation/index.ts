export { useOrganisationInactivityMinutes, useResponseTargetHours } from './api/client-policy';
export { canOpenConsole, setCurrentOrganisation, useCurrentOrganisation, useOrganisations } from './model/organisation';
export type { Organisation } from './model/organisation';
