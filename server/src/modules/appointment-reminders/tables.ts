import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

/** spec §3 Reminder settings of one organisation; text null means the clinical system type's default. */
export const appointmentReminderSettings = pgTable('appointment_reminder_settings', {
  wcmsId: integer('wcms_id')
    .primaryKey()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** spec §9: 1 to 7 days before, several at once. */
  daysBefore: integer('days_before')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  smsWithoutConsent: boolean('sms_without_consent').notNull().default(false),
  text: text('text'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const reminderStates = ['pending', 'queued', 'sent', 'delivered', 'failed', 'cancelled'] as const;
export type ReminderState = (typeof reminderStates)[number];
export const reminderChannels = ['sms', 'nhs_app'] as const;
export type ReminderChannel = (typeof reminderChannels)[number];

/**
 * spec §3 reminder log entry: one reminder per booked appointment, patient and days-before, planned when the
 * appointment comes within reach and sent from the start of the UK day that is days_before ahead of it (pending
 * until then, when staff may still cancel it). The unique key makes planning idempotent across passes and nodes.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    /** The test-variant clinical system's appointment (no foreign key: the log outlives the appointment book). */
    appointmentId: integer('appointment_id').notNull(),
    appointmentAt: timestamp('appointment_at', { withTimezone: true }).notNull(),
    daysBefore: integer('days_before').notNull(),
    patientId: text('patient_id').notNull(),
    patientName: text('patient_name').notNull(),
    nhsNumber: text('nhs_number'),
    mobile: text('mobile'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: reminderStates }).notNull().default('pending'),
    /** How it went first (null until sent). */
    channel: text('channel', { enum: reminderChannels }),
    body: text('body'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** An NHS App reminder that could not be delivered went again by SMS at fallback_at. */
    fallbackChannel: text('fallback_channel', { enum: reminderChannels }),
    fallbackAt: timestamp('fallback_at', { withTimezone: true }),
    outboxMessageId: uuid('outbox_message_id'),
    attachTaskId: integer('attach_task_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('appointment_reminders_once_idx').on(t.appointmentId, t.patientId, t.daysBefore),
    index('appointment_reminders_log_idx').on(t.wcmsId, t.createdAt),
    index('appointment_reminders_due_idx')
      .on(t.sendAt)
      .where(sql`state = 'pending'`),
  ],
);
