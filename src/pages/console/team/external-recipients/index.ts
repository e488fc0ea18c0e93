export { ExternalRecipientsPage } from './ui/external-recipients-page';
export { ExternalRecipientsPanel } from './ui/external-recipients-panel';
