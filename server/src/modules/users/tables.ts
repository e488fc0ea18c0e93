import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';

export const roles = ['editor', 'full', 'super', 'no'] as const;
export type Role = (typeof roles)[number];

/**
 * Console access levels per staff member per organisation (spec §3 Staff, §6), lowest first: none, basic settings
 * only, advanced, super. The console's areas each need basic or advanced (modules/console/access.ts).
 */
export const consoleAccessLevels = ['none', 'basic', 'advanced', 'super'] as const;
export type ConsoleAccessLevel = (typeof consoleAccessLevels)[number];

/** The level a new member starts with: what their role let them do in the console before levels existed. */
export function defaultConsoleAccess(role: Role): ConsoleAccessLevel {
  return role === 'super' ? 'super' : role === 'full' ? 'advanced' : role === 'editor' ? 'basic' : 'none';
}

/**
 * A staff user. Passwords are stored only as argon2id hashes; a user created from the console has none until they
 * register from the emailed link. Emails are stored lower-cased.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    forename: text('forename').notNull(),
    surname: text('surname').notNull(),
    passwordHash: text('password_hash'),
    newEmail: text('new_email'),
    /** Super users may act for any organisation (spec §6). */
    isSuperUser: boolean('is_super_user').notNull().default(false),
    /** False for a user with no valid role for this service: sign-in answers NO_SERVICE_ACCESS (spec §6). */
    serviceAccess: boolean('service_access').notNull().default(true),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // sign-in looks accounts up without regard to case
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

/** Membership of an organisation with the user's role there (spec §6). */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    role: text('role', { enum: roles }).notNull(),
    /** What the member may change in the management console here (spec §6). */
    consoleAccess: text('console_access', { enum: consoleAccessLevels }).notNull().default('none'),
    /** spec §3 Staff 'can accept requests': false keeps them out of the request Assign menu. */
    canAcceptRequests: boolean('can_accept_requests').notNull().default(true),
    /** spec §3 Staff 'used internally': an account the practice uses itself (not a person), shown as such. */
    usedInternally: boolean('used_internally').notNull().default(false),
    /** The name colleagues see here (console Staff); null shows forename and surname. */
    displayName: text('display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.wcmsId] }), index('memberships_wcms_idx').on(t.wcmsId)],
);

/** Per-user settings of spec §3 (inactivity_timeout in minutes; 0 or less pauses the idle timer). */
export const userSettings = pgTable('user_settings', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  mobileNumber: text('mobile_number'),
  mockClinical: boolean('mock_clinical').notNull().default(false),
  useSurgeryName: boolean('use_surgery_name').notNull().default(false),
  displayNonSelectedSkipped: boolean('display_non_selected_skipped').notNull().default(false),
  inactivityTimeout: integer('inactivity_timeout').notNull().default(60),
});
