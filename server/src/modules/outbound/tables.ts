import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

export const outboundChannels = ['sms', 'nhs_app'] as const;
export type OutboundChannel = (typeof outboundChannels)[number];

/** A recipient's delivery state: pending until handed to the provider, then the provider's, then read. */
export const recipientStates = ['pending', 'queued', 'sent', 'delivered', 'failed', 'cancelled', 'read'] as const;
export type RecipientState = (typeof recipientStates)[number];

export type OutboundReminder = { gap_days: number; occurrences: number };

/** Message templates: built in (wcms_id null) and the organisation's own. */
export const outboundTemplates = pgTable(
  'outbound_templates',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id').references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbound_templates_wcms_idx').on(t.wcmsId)],
);

/** An outbound pathway (spec §5): a named series of `amount` messages `interval_days` apart. */
export const outboundPathways = pgTable(
  'outbound_pathways',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    amount: integer('amount').notNull(),
    intervalDays: integer('interval_days').notNull(),
    templateId: integer('template_id').references(() => outboundTemplates.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('outbound_pathways_name_idx').on(t.wcmsId, sql`lower(${t.name})`)],
);

/** One outbound message (to one patient, or to every row of a CSV upload). */
export const outboundRequests = pgTable(
  'outbound_requests',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    channel: text('channel', { enum: outboundChannels }).notNull(),
    body: text('body').notNull(),
    templateId: integer('template_id').references(() => outboundTemplates.id, { onDelete: 'set null' }),
    pathwayId: integer('pathway_id').references(() => outboundPathways.id, { onDelete: 'set null' }),
    senderId: text('sender_id'),
    responseRequested: boolean('response_requested').notNull().default(false),
    preferences: jsonb('preferences').$type<string[]>().notNull().default([]),
    reminder: jsonb('reminder').$type<OutboundReminder>(),
    fallbackHours: integer('fallback_hours'),
    source: text('source', { enum: ['single', 'csv'] })
      .notNull()
      .default('single'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('outbound_requests_wcms_idx').on(t.wcmsId, t.createdAt.desc(), t.id.desc())],
);

/** A recipient of an outbound message and where its delivery has got to. */
export const outboundRecipients = pgTable(
  'outbound_recipients',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => outboundRequests.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    nhsNumber: text('nhs_number').notNull(),
    mobile: text('mobile').notNull(),
    forename: text('forename').notNull(),
    surname: text('surname').notNull(),
    addressLines: jsonb('address_lines').$type<string[]>().notNull().default([]),
    postcode: text('postcode'),
    state: text('state', { enum: recipientStates }).notNull().default('pending'),
    /** The channel the latest message went by (sms after an NHS App fallback). */
    channelUsed: text('channel_used', { enum: outboundChannels }).notNull(),
    outboxMessageId: uuid('outbox_message_id'),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    remindersSent: integer('reminders_sent').notNull().default(0),
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    fallbackSent: boolean('fallback_sent').notNull().default(false),
    /**
     * A message claimed for this recipient and being handed to the provider: its idempotency key (which send it is:
     * first, reminder n or fallback) and when it was claimed. Cleared once the provider's id is recorded; a claim
     * older than OUTBOUND_RESUME_AFTER_MS was cut off (a node stopped mid-send) and is sent again with the same key,
     * which the provider treats as the same message (issue 21: none twice, none lost).
     */
    sendingKey: text('sending_key'),
    sendingSince: timestamp('sending_since', { withTimezone: true }),
    failureReason: text('failure_reason'),
    nhsInvalid: boolean('nhs_invalid').notNull().default(false),
    /** The secret in the patient's link (Carebridge Consult). */
    token: text('token').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('outbound_recipients_request_idx').on(t.requestId, t.row),
    uniqueIndex('outbound_recipients_token_idx').on(t.token),
    index('outbound_recipients_due_idx')
      .on(t.state)
      .where(sql`state in ('pending', 'queued', 'sent')`),
    index('outbound_recipients_outbox_idx').on(t.outboxMessageId),
    index('outbound_recipients_nhs_idx').on(t.nhsNumber),
    index('outbound_recipients_sending_idx')
      .on(t.sendingSince)
      .where(sql`sending_since is not null`),
  ],
);
