export { ConsultPortalPage } from './ui/consult-portal-page';
