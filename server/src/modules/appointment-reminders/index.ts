/**
 * Appointment reminders (spec §2 patients menu, §3 reminder settings and log): settings per organisation, a
 * background pass that reminds patients of booked appointments in the test-variant clinical system N days ahead
 * (NHS App when the patient has it, else SMS under the consent rule), and the log. Consent to SMS and NHS App
 * use live in the patient's clinical record (clinical_patients.sms_consent, clinical_patients.nhs_app).
 */
export { appointmentReminderRoutes } from './routes.js';
export { startReminderWorker } from './worker.js';
export { processReminders } from './delivery.js';
export { appointmentRemindersModule } from './module.js';
