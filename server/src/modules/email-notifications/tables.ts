import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

/**
 * The practice's email notification address (spec §3 other settings). While it is set, requests received in
 * Incoming requests after counted_up_to are emailed to it as a count, at most once every 10 minutes: a pass claims
 * the organisation by moving counted_up_to and last_sent_at in one conditional update, so only one node sends.
 */
export const emailNotificationSettings = pgTable(
  'email_notification_settings',
  {
    wcmsId: integer('wcms_id')
      .primaryKey()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    address: text('address'),
    /** Requests received up to this instant have been counted (or predate the address). */
    countedUpTo: timestamp('counted_up_to', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('email_notification_settings_due_idx')
      .on(t.lastSentAt)
      .where(sql`address is not null`),
  ],
);
