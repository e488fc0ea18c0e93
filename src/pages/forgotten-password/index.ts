export { ForgottenPasswordPage } from './ui/forgotten-password-page';
