import { boolean, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

/** A staff member of one organisation shared with another (spec §3 Staff 'shared with', restricted view). */
export const staffShares = pgTable(
  'staff_shares',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation whose staff member they are. */
    ownerWcmsId: integer('owner_wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    /** The organisation that sees them. */
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    restrictedView: boolean('restricted_view').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ownerWcmsId, t.wcmsId] }), index('staff_shares_wcms_idx').on(t.wcmsId)],
);

/** Colleagues a staff member covers at an organisation (spec §6 Covering): told of requests assigned to them. */
export const colleagueCovers = pgTable(
  'colleague_covers',
  {
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coveredUserId: integer('covered_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.wcmsId, t.userId, t.coveredUserId] }),
    index('colleague_covers_covered_idx').on(t.wcmsId, t.coveredUserId),
  ],
);
