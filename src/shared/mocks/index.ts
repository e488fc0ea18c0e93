export { TestProviders, withProviders } from './decorators';
export { DEMO_PASSWORD, demoAccounts, hillview, riverside, userSettingsFixture } from './fixtures/accounts';
export type { DemoAccount } from './fixtures/accounts';
export { graphqlError, loginErrors, loginFailure, loginResult } from './auth-handlers';
export { signInAs } from './session';
export { appointmentFixture, patientFixture, smithFamily, triageSettingsFixture } from './fixtures/patients';
export { consoleAccessHandler } from './console-handlers';
export { staffAlertFixture, staffAlertHandlers } from './staff-alert-handlers';
