// The notifications module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export {
  type NotificationsContext,
  notifyStaff,
  raiseClinicianNotification,
  reconcileRequestNotifications,
} from './service.js';
export { clinicianNotifications, staffNotifications } from './tables.js';
export { notificationsModule } from './module.js';
export { clearAdhocVideoNotifications } from './service.js';
