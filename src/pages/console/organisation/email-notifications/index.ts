export { EmailNotificationsPanel } from './ui/email-notifications-panel';
