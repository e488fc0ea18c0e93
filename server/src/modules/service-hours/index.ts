/**
 * Console areas service hours and confirmation messages (spec §3, §5). Where they take effect: a request made for a
 * patient (messages createMessage) and a patient's reply (outbound) get the in-hours or out-of-hours confirmation
 * on screen and by email; the reports count in hours by the same week.
 */
export { serviceHoursResolvers, SERVICE_HOURS_LEVEL } from './resolvers.js';
export {
  confirmationFor,
  organisationConfirmationMessages,
  organisationInHours,
  organisationServiceHours,
  sendConfirmationEmail,
  type Confirmation,
} from './service.js';
export { DEFAULT_CONFIRMATION_MESSAGES, DEFAULT_EMAIL_COPY, DEFAULT_ON_SCREEN_COPY } from './rules.js';
export { serviceHoursModule } from './module.js';
