export { CancelOutboundButton } from './ui/cancel-outbound-button';
