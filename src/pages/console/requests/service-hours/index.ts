export { ConfirmationMessagesPanel } from './ui/confirmation-messages-panel';
export { ServiceHoursPanel } from './ui/service-hours-panel';
