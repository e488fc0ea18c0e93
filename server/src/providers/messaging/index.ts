export type { DeliveryState, MessageChannel, MessageStatus, MessagingProvider, OutgoingMessage } from './provider.js';
export { messageChannels, messageStatuses, sendAll } from './provider.js';
export { createOutboxMessaging, listOutbox, OUTBOX_FAILURE_REASON, OUTBOX_UNDELIVERABLE_SUFFIX } from './outbox.js';
export { createNotifyMessaging, notifyStatus, recordNotifyCallback } from './notify.js';
export { outboxMessages } from './tables.js';
