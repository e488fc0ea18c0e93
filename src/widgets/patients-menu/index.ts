export { PatientsMenu } from './ui/patients-menu';
