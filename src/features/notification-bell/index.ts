export { NotificationBell } from './ui/notification-bell';
export { DESKTOP_ALERT_GATHER_MS, createDesktopAlert } from './model/desktop-alert';
