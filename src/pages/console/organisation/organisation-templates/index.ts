export { OrganisationTemplatesPanel } from './ui/organisation-templates-page';
