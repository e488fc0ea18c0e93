export { ArrivedPatientsPage } from './ui/arrived-patients-page';
