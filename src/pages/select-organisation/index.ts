export { SelectOrganisationPage } from './ui/select-organisation-page';
