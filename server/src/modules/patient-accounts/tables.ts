import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

/**
 * A patient's Carebridge Consult account at an organisation (spec §2 Patients menu: reset password). The password is
 * hashed with argon2id (auth/password.ts), like staff passwords; email is kept lower case.
 */
export const patientAccounts = pgTable(
  'patient_accounts',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    nhsNumber: text('nhs_number').notNull(),
    forename: text('forename').notNull(),
    surname: text('surname').notNull(),
    verified: boolean('verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('patient_accounts_email_idx').on(t.wcmsId, t.email),
    index('patient_accounts_nhs_idx').on(t.wcmsId, t.nhsNumber),
  ],
);

/**
 * Password reset links sent to patient account holders by staff: the token is stored hashed, expires and works once.
 * requested_by and sent_to are the audit of who asked and where the link went.
 */
export const patientPasswordResets = pgTable(
  'patient_password_resets',
  {
    id: uuid('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => patientAccounts.id, { onDelete: 'cascade' }),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    sentTo: text('sent_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the patient set a new password with it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** When a newer link for the same account replaced it (only the newest link works). */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [index('patient_password_resets_account_idx').on(t.accountId, t.createdAt.desc())],
);

export type PatientAccountRow = typeof patientAccounts.$inferSelect;
