export { PatientAttachmentsPage } from './ui/patient-attachments-page';
