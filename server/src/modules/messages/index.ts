// The messages module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export { type MessagesCaller, requireMessagesAccess } from './access.js';
export { countArrivedInIncoming } from './arrivals.js';
export { bringDemoRequestsForward, seedDemoRequests } from './demo-requests.js';
export { addThreadNote, requestForForward } from './external-forward.js';
export { countAgainstDailyLimit, organisationDailyLimits, replaceDailyLimits } from './limits.js';
export { assertNotLockedByOther, releaseLocksOf } from './locks.js';
export {
  type PendingNotification,
  poolRecipients,
  publishNotifications,
  type RequestChangeContext,
  requestCompleted,
  requestsChanged,
} from './notify.js';
export { reassignColleagueRequests, returnColleagueRequests } from './reassign.js';
export { isValidNhsNumber, TYPE_LABELS } from './rules.js';
export {
  priorities,
  type Priority,
  requestAttachments,
  requestLocks,
  requestReadings,
  requests,
  requestThread,
  type RequestType,
  requestTypes,
} from './tables.js';
export { messagesModule } from './module.js';
