export { OrganisationTemplatesPage, OrganisationTemplatesPanel } from './ui/organisation-templates-page';
