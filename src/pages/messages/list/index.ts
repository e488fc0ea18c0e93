export { MessagesListPage } from './ui/messages-list-page';
