export { ConsultResetPasswordPage } from './ui/consult-reset-password-page';
