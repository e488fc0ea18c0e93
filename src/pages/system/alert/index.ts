export { AlertList, AlertPage } from './ui/alert-page';
