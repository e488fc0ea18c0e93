/**
 * Console area email-notifications (spec §3 other settings, §5): the practice's notification address, and the
 * background pass that emails it the count of new requests in Incoming requests, at most once every 10 minutes.
 */
export { emailNotificationRoutes, EMAIL_NOTIFICATIONS_LEVEL } from './routes.js';
export { startEmailNotificationWorker } from './worker.js';
export { processEmailNotifications } from './service.js';
export { emailNotificationsModule } from './module.js';
