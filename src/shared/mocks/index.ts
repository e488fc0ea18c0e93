export { handlers } from './handlers';
export { configFixture } from './fixtures/config';
export { TestProviders, withProviders } from './decorators';
export {
  DEMO_PASSWORD,
  allOrganisations,
  demoAccounts,
  hillview,
  riverside,
  userSettingsFixture,
} from './fixtures/accounts';
export type { DemoAccount } from './fixtures/accounts';
export { authHandlers, graphqlError, loginErrors, loginFailure, loginResult, unauthenticated } from './auth-handlers';
export { signInAs } from './session';
export { attachHandlers, attachTaskFixture } from './attach-handlers';
export { patientHandlers } from './patient-handlers';
export {
  appointmentFixture,
  patientFixture,
  smithFamily,
  slotTypeFixtures,
  staffFixtures,
  triageSettingsFixture,
} from './fixtures/patients';
export { consoleAccessHandler, consoleHandlers, consoleStandingFixture } from './console-handlers';
export { staffAlertFixture, staffAlertHandlers } from './staff-alert-handlers';
export type { StaffAlertFixture } from './staff-alert-handlers';
