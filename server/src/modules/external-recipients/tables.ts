import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

/** Whether staff of the organisation may forward requests to external recipients (spec §6; off until enabled). */
export const externalRecipientSettings = pgTable('external_recipient_settings', {
  wcmsId: integer('wcms_id')
    .primaryKey()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Someone outside the practice a request may be forwarded to by secure email (email stored lower case). */
export const externalRecipients = pgTable(
  'external_recipients',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    organisation: text('organisation').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('external_recipients_email_idx').on(t.wcmsId, sql`lower(${t.email})`)],
);
