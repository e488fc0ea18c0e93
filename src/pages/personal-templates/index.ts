export { PersonalTemplatesPage } from './ui/personal-templates-page';
