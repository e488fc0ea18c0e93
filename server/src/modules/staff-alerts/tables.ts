import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

// the severities of @contracts/rules/alerts (written out: drizzle-kit reads this file without the path alias)
export const alertSeverities = ['information', 'warning', 'urgent'] as const;

/**
 * An alert a super user uploaded for an organisation's staff (spec §2 upload alerts CSV), e.g. a system outage
 * notice or a safety alert. Shown on /alert and as a banner until each staff member acknowledges it, and until
 * expires_on (a UK day, inclusive) when set.
 */
export const staffAlerts = pgTable(
  'staff_alerts',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    severity: text('severity', { enum: alertSeverities }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    uploadId: text('upload_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_alerts_org_idx').on(t.wcmsId, t.createdAt.desc())],
);

/** Who acknowledged which alert, and when (one row per staff member and alert). */
export const staffAlertAcknowledgements = pgTable(
  'staff_alert_acknowledgements',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => staffAlerts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.userId] })],
);
