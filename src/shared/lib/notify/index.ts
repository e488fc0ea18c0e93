export { NOTIFICATION_DISMISS_MS, dismiss, notify, useTransientNotifications } from './notify';
export type { NotificationSeverity, TransientNotification } from './notify';
