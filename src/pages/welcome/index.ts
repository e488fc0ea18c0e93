export { RegisterPage } from './ui/register-page';
export { AutoSignInPage } from './ui/auto-sign-in-page';
