export { outboundQueries } from './api/outbound-queries';
export { OUTBOUND_LIMITS, OUTBOUND_LIST_POLL_MS, OUTBOUND_LIVE_POLL_MS, hasUnsettledRecipients } from './model/limits';
export { countFragments } from './model/fragments';
export { csvCell, isValidSenderId, normaliseMobile, validateRecipientRow } from './model/recipient-row';
export type { RecipientField, RecipientRow, RowProblem } from './model/recipient-row';
export { OUTBOUND_STATES, channelLabel, rowProblemLabel, stateLabel } from './model/labels';
export type {
  OutboundChannel,
  OutboundCreate,
  OutboundDetail,
  OutboundListItem,
  OutboundListQuery,
  OutboundState,
} from './model/models';
export { DeliveryStateBadge } from './ui/delivery-state-badge';
