export { PatientResetPasswordPage } from './ui/patient-reset-password-page';
