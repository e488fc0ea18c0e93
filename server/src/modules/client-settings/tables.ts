import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

export const inactivityUnits = ['minutes', 'hours', 'never'] as const;
export type InactivityUnit = (typeof inactivityUnits)[number];

/**
 * An organisation's client settings (spec §3 other settings): the client inactivity timeout (spec §9 minutes, hours
 * or never; kept as the unit chosen and its value), minimum ages in years for users and patients (null: none), and
 * the guest video route's rules. No row means the defaults (1 hour, no minimum ages, guests allowed, email optional).
 */
export const clientSettings = pgTable('client_settings', {
  wcmsId: integer('wcms_id')
    .primaryKey()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  inactivityTimeoutUnit: text('inactivity_timeout_unit', { enum: inactivityUnits }).notNull().default('hours'),
  /** Null for never. */
  inactivityTimeoutValue: integer('inactivity_timeout_value').default(1),
  minimumUserAge: integer('minimum_user_age'),
  minimumPatientAge: integer('minimum_patient_age'),
  guestUse: boolean('guest_use').notNull().default(true),
  guestEmailOptional: boolean('guest_email_optional').notNull().default(true),
  /** Hours an open request may wait before the inbox marks it overdue (spec §2 'overdue past the practice's target'). */
  responseTargetHours: integer('response_target_hours').notNull().default(48),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
