export { ConsultBookPage } from './ui/consult-book-page';
