export { FindPatientPage, FindPatientPopupPage, patientRequestsPath } from './ui/find-patient-page';
