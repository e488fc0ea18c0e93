export type { MessageChannel, MessageStatus, MessagingProvider, OutgoingMessage } from './provider.js';
export { messageChannels, messageStatuses } from './provider.js';
export { createOutboxMessaging, listOutbox } from './outbox.js';
export { outboxMessages } from './tables.js';
