import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

/**
 * The clinical system server of an organisation (spec §3 Server details). password and api_password are sealed
 * (AES-256-GCM, security/secret-box.ts): never stored or sent back in plain text.
 */
export const clinicalServerDetails = pgTable('clinical_server_details', {
  wcmsId: integer('wcms_id')
    .primaryKey()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  ip: text('ip').notNull(),
  database: text('database').notNull(),
  gatewayHost: text('gateway_host').notNull(),
  port: integer('port').notNull(),
  server: text('server').notNull(),
  siteCode: text('site_code').notNull(),
  username: text('username').notNull(),
  passwordSealed: text('password_sealed').notNull(),
  apiPasswordSealed: text('api_password_sealed').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Who changed which server details, and when (field names only: never a value, never a secret). */
export const clinicalServerAudit = pgTable(
  'clinical_server_audit',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fields: jsonb('fields').$type<string[]>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('clinical_server_audit_org_idx').on(t.wcmsId, t.changedAt.desc())],
);

/**
 * Desktop integration agents (spec §3 Agent, §4 'agents (approved or not)'): each desktop host that checks in for
 * an organisation, by hostname. An agent connects to the clinical system only once the practice approves it.
 */
export const clinicalAgents = pgTable(
  'clinical_agents',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('clinical_agents_org_host_idx').on(t.wcmsId, t.hostname)],
);
