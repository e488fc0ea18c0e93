export { ConsultPortalPage } from './ui/consult-portal-page';
export { prefetchPortal } from './api/portal';
