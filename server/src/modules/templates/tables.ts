import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

/**
 * A message template (spec §2): a staff member's personal one (owner_user_id set) or an organisation's (wcms_id
 * set), never both. Names are unique per owner without regard to case.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    wcmsId: integer('wcms_id').references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('message_templates_one_owner', sql`(${t.ownerUserId} is null) <> (${t.wcmsId} is null)`),
    uniqueIndex('message_templates_personal_name_idx')
      .on(t.ownerUserId, sql`lower(${t.name})`)
      .where(sql`${t.ownerUserId} is not null`),
    uniqueIndex('message_templates_org_name_idx')
      .on(t.wcmsId, sql`lower(${t.name})`)
      .where(sql`${t.wcmsId} is not null`),
    index('message_templates_wcms_idx').on(t.wcmsId),
  ],
);
