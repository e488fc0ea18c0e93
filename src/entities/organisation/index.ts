export { useOrganisationInactivityMinutes, useResponseTargetHours } from './api/client-policy';
export { canOpenConsole, setCurrentOrganisation, useCurrentOrganisation } from './model/organisation';
export { useOrganisations } from './model/use-organisations';
export type { Organisation } from './model/organisation';
