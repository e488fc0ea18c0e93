export { ClinicalIntegrationPage } from './ui/clinical-integration-page';
export { ServerDetailsPanel } from './ui/server-details-panel';
export { AgentsPanel } from './ui/agents-panel';
export { DefaultAttachStaffPanel } from './ui/default-attach-staff-panel';
