export { OrganisationSwitch } from './ui/organisation-switch';
export { OrganisationChooser } from './ui/organisation-chooser';
export { chooseOrganisation } from './model/choose-organisation';
