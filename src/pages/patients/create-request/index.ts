export { CreateRequestPage } from './ui/create-request-page';
