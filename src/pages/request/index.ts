export { RequestPage } from './ui/request-page';
