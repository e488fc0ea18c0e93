export { PatientPortalPanel } from './ui/patient-portal-panel';
