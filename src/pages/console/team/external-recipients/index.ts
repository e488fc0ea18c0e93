export { ExternalRecipientsPanel } from './ui/external-recipients-panel';
