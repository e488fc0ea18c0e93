export { CloseWindowPage } from './ui/close-window-page';
