export { NoAccessPage } from './ui/no-access-page';
