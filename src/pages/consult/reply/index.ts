export { ConsultReplyPage } from './ui/consult-reply-page';
