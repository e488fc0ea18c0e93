import { boolean, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

/**
 * How an organisation's requests are handled (console areas outcomes, admin queries and translation; spec §3
 * 'Outcome and admin query type: text lists with defaults', 'translation enabled'). A null list, or no row, means
 * the default list (rules.ts). Requests keep the outcome and admin query text they were given, so an entry removed
 * or renamed here stays readable on the requests that used it.
 */
export const requestWorkflowSettings = pgTable('request_workflow_settings', {
  wcmsId: integer('wcms_id')
    .primaryKey()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  outcomes: jsonb('outcomes').$type<string[]>(),
  adminQueryTypes: jsonb('admin_query_types').$type<string[]>(),
  translationEnabled: boolean('translation_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
