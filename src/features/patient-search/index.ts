export { PatientSearch } from './ui/patient-search';
