export { SelectAccountPage } from './ui/select-account-page';
