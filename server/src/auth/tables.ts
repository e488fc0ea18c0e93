import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../modules/users/tables.js';
import { organisations } from '../modules/organisations/tables.js';

export const twoFactorMethods = ['email', 'authenticator'] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

/** Secrets the server generates once and every node shares (e.g. the token signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per refresh token. A sign-in starts a family (family_id = the first row's id); each refresh adds a row
 * to the family and marks the old one replaced_by the new one. Presenting a replaced or revoked token revokes the
 * whole family (reuse detection). expires_at is absolute: every row of a family shares the sign-in's expiry.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 (hex) of the refresh token; the token itself is never stored. */
    refreshHash: text('refresh_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('sessions_family_idx').on(t.familyId),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Every credential sign-in attempt, for the rate limit shared by all nodes. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    /** The email address or username as typed, lower-cased. */
    accountName: text('account_name').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.accountName, t.at),
    index('login_attempts_ip_idx').on(t.ip, t.at),
    index('login_attempts_at_idx').on(t.at),
  ],
);

/** Emailed sign-in codes: stored hashed, 10 minutes, single use, at most 5 tries. */
export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('two_factor_codes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A user's authenticator app (RFC 6238 TOTP). Pending (confirmed_at null) until a sign-in with a valid code
 * confirms it; last_used_step stops a code being replayed.
 */
export const userAuthenticators = pgTable('user_authenticators', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 shared secret (the authenticator app holds the same). */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** An organisation's two-factor mandate (spec §6); no row means none. */
export const organisationTwoFactor = pgTable('organisation_two_factor', {
  wcmsId: integer('wcms_id')
    .primaryKey()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  mandate: text('mandate', { enum: twoFactorMethods }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
