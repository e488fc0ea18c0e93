export { NoOrganisationPage } from './ui/no-organisation-page';
