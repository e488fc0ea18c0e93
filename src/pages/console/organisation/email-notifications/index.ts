export { EmailNotificationsPage } from './ui/email-notifications-page';
export { EmailNotificationsPanel } from './ui/email-notifications-panel';
