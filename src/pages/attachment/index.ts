export { AttachmentPage } from './ui/attachment-page';
