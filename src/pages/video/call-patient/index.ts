export { CallPatientPage } from './ui/call-patient-page';
