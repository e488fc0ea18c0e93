import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

/**
 * A Vision sign-in started from /authorize (spec §2): the state sent to the Vision login helper, whose redirect back
 * must name it, for one staff member and organisation, once, before it expires.
 */
export const visionLoginRequests = pgTable('vision_login_requests', {
  state: text('state').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  wcmsId: integer('wcms_id')
    .notNull()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/**
 * A staff member's Vision user in an organisation, as the Vision login helper signed them in. One Vision user is
 * linked to one staff member ('Already linked Vision user', spec §8); a staff member has one Vision user.
 */
export const visionLinks = pgTable(
  'vision_links',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visionUser: text('vision_user').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vision_links_vision_user_idx').on(t.wcmsId, t.visionUser),
    uniqueIndex('vision_links_user_idx').on(t.wcmsId, t.userId),
  ],
);
