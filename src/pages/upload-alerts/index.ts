export { UploadAlertsPage } from './ui/upload-alerts-page';
