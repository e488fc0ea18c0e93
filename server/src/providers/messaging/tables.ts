import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { messageChannels, messageStatuses } from './provider.js';

/**
 * Messages handed to the messaging provider, with their delivery state: the embedded gateway's outbox, and the
 * record of what went through GOV.UK Notify (provider_ref is Notify's id; its callbacks update status).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey(),
    wcmsId: integer('wcms_id'),
    channel: text('channel', { enum: messageChannels }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: messageStatuses }).notNull().default('pending'),
    senderId: text('sender_id'),
    reference: text('reference'),
    /** The sender's idempotency key: a second send with the same key is the same message (see OutgoingMessage). */
    idempotencyKey: text('idempotency_key'),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(sql`lower(${t.recipient})`, t.createdAt),
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_in_flight_idx')
      .on(t.status, t.updatedAt)
      .where(sql`status in ('pending', 'queued', 'sent')`),
    index('outbox_messages_provider_ref_idx').on(t.providerRef),
    uniqueIndex('outbox_messages_idempotency_idx').on(t.idempotencyKey),
  ],
);
