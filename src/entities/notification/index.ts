export { notificationQueries } from './api/notification-queries';
export {
  badgeText,
  desktopNotificationPath,
  desktopNotificationText,
  notificationItemPath,
  notificationItems,
  unreadCount,
} from './model/notification';
export type { NotificationItem } from './model/notification';
export { applyStaffNotificationEvent, markCachedNotificationsRead, refreshClinicianNotifications } from './model/cache';
export { desktopPermission, requestDesktopPermission, showDesktopNotification } from './lib/desktop-notification';
