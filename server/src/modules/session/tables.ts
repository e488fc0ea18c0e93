import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';
import { organisations } from '../organisations/tables.js';

export const auditEventTypes = ['login', 'logout', 'refresh', 'auto_sign_in', 'lock'] as const;
export type AuditEventType = (typeof auditEventTypes)[number];

/** Sign-in, sign-out, refresh, auto sign-in and lock events, with where they came from. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event', { enum: auditEventTypes }).notNull(),
    /** 'LT' for this client (spec §9). */
    application: text('application').notNull(),
    /** The organisation in use, or 'unknown'. */
    wcmsId: text('wcms_id').notNull(),
    userAgent: text('user_agent'),
    clientVersion: text('client_version'),
    ip: text('ip'),
    sessionId: uuid('session_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_events_user_idx').on(t.userId, t.at),
    /** The reports' Usage tab: an organisation's sign-ins in a period (reports/tab-usage.ts). */
    index('audit_events_org_event_idx').on(t.wcmsId, t.event, t.at),
  ],
);

/**
 * Auto sign-in entries (spec §2 /full/welcome/auto-sign-in): a secret guid, stored hashed, that signs its user in
 * from the desktop integration for one organisation and clinical staff member.
 */
export const autoSignIns = pgTable(
  'auto_sign_ins',
  {
    id: uuid('id').primaryKey(),
    guidHash: text('guid_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    clinicalStaffGuid: text('clinical_staff_guid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auto_sign_ins_owner_idx').on(t.userId, t.wcmsId, t.clinicalStaffGuid)],
);

/**
 * Single sign-on codes issued for the clinical system (PKCE S256, 5 minutes, single use). verifySession marks
 * used_at; linkUser marks linked_at, so the link token it returns also works once.
 */
export const clinicalSsoCodes = pgTable('clinical_sso_codes', {
  id: uuid('id').primaryKey(),
  /** SHA-256 (hex) of the code; the code itself is never stored. */
  codeHash: text('code_hash').notNull().unique(),
  /** base64url(SHA-256(verifier)). */
  codeChallenge: text('code_challenge').notNull(),
  wcmsId: integer('wcms_id')
    .notNull()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  staffId: text('staff_id').notNull(),
  callback: text('callback').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  linkedAt: timestamp('linked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Which clinical staff member a user is, per organisation (one each way). */
export const userClinicalLinks = pgTable(
  'user_clinical_links',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    staffId: text('staff_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.wcmsId] }),
    unique('user_clinical_links_staff_unique').on(t.wcmsId, t.staffId),
  ],
);
