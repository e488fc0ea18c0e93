export { LoginPage } from './ui/login-page';
export type { LoginNotice } from './ui/login-page';
