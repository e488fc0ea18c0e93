export { requestQueries } from './api/request-queries';
export type { RequestListParams } from './api/request-queries';
export { formatDate, formatDateTime, formatFileSize, formatNhsNumber } from './model/format';
export { NEW_MESSAGES_POLL_MS, REPEAT_MESSAGES_POLL_MS } from './model/polling';
export {
  CONSULTATION_METHODS,
  MESSAGE_ORDERS,
  REQUEST_PRIORITIES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  SEARCH_TYPES,
  consultationMethodLabel,
  identityLabel,
  languageName,
  isCompleted,
  orderLabel,
  priorityLabel,
  searchTypeLabel,
  statusLabel,
  typeLabel,
} from './model/labels';
export type {
  ConsultationMethod,
  Enquirer,
  IdentityState,
  LockHolder,
  MessageOrder,
  OpsUserMessage,
  PoolSummary,
  Reading,
  RequestAction,
  RequestAssignees,
  RequestAttachment,
  RequestDetail,
  RequestListItem,
  RequestListQuery,
  RequestOutcomes,
  RequestPage,
  RequestPatient,
  RequestPriority,
  RequestStatus,
  RequestType,
  SearchType,
  ThreadEntry,
} from './model/models';
export { PriorityBadge } from './ui/priority-badge';
export { StatusBadge } from './ui/status-badge';
