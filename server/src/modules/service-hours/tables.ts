import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ConfirmationMessages, DayHours } from '@contracts/rules/service-hours.js';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

/**
 * An organisation's service hours and confirmation messages (console areas service hours and confirmation
 * messages; spec §3, §5). A null column, or no row, means the default: Monday to Friday 08:00–18:30, and the
 * config's default copy (rules.ts).
 */
export const serviceHoursSettings = pgTable('service_hours_settings', {
  wcmsId: integer('wcms_id')
    .primaryKey()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  days: jsonb('days').$type<DayHours[]>(),
  confirmationMessages: jsonb('confirmation_messages').$type<ConfirmationMessages>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
