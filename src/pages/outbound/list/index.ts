export { OutboundListPage } from './ui/outbound-list-page';
