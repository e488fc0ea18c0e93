export { CancelOutboundButton } from './ui/cancel-outbound-button';
export { useCancelOutboundMutation } from './api/cancel-outbound';
