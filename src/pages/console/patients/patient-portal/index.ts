export { PatientPortalPage, PatientPortalPanel } from './ui/patient-portal-panel';
