export { NotificationBell } from './ui/notification-bell';
export { createDesktopAlert } from './model/desktop-alert';
