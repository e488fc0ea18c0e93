export { CurrentPatientPage } from './ui/current-patient-page';
