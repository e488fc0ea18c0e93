export { SelectPatientPage } from './ui/select-patient-page';
