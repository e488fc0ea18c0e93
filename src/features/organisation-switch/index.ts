export { OrganisationSwitch } from './ui/organisation-switch';
export { OrganisationChooser, roleLabel } from './ui/organisation-chooser';
export type { OrganisationChooserProps } from './ui/organisation-chooser';
export { chooseOrganisation, useChooseOrganisation } from './model/choose-organisation';
