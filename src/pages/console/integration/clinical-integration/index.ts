export { ClinicalIntegrationPage } from './ui/clinical-integration-page';
export { ServerDetailsPanel } from './ui/server-details-panel';
