export { ClinicianNotificationsQuery, StaffNotificationsQuery, notificationQueries } from './api/notification-queries';
export {
  BADGE_MAX,
  DESKTOP_COUNT_MAX,
  badgeText,
  collapseClinicianNotifications,
  desktopNotificationPath,
  desktopNotificationText,
  notificationItemPath,
  notificationItems,
  notificationPath,
  unreadCount,
} from './model/notification';
export type { ClinicianNotification, NotificationItem, StaffNotification } from './model/notification';
export { applyStaffNotificationEvent, markCachedNotificationsRead, refreshClinicianNotifications } from './model/cache';
export {
  DESKTOP_NOTIFICATION_HIDE_MS,
  desktopPermission,
  requestDesktopPermission,
  showDesktopNotification,
} from './lib/desktop-notification';
export type { DesktopPermission } from './lib/desktop-notification';
