/**
 * Console area client-settings (spec §3 other settings, §9): the organisation's client inactivity timeout, minimum
 * ages for users and patients, guest use and email in the guest route. Read where they take effect through this
 * service: the idle lock (client policy), total triage (minimum ages) and the guest video route (guest policy).
 */
export { clientSettingsRoutes, CLIENT_SETTINGS_LEVEL } from './routes.js';
export {
  getClientSettings,
  guestPolicy,
  minimumAges,
  organisationInactivityMinutes,
  saveClientSettings,
} from './service.js';
export { CLIENT_SETTINGS_MESSAGES, isEmailAddress } from './rules.js';

// what other modules use (issue 22: other code imports a module only through its index)
export { seedClientSettings } from './demo-data.js';
export { clientSettingsModule } from './module.js';
