export {
  FindPatientPage,
  FindPatientPopupPage,
  patientOutboundPath,
  patientRequestsPath,
} from './ui/find-patient-page';
