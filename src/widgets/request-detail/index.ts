export { RequestDetail } from './ui/request-detail';
