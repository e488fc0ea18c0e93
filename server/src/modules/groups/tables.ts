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
import { users } from '../users/tables.js';

export const groupKinds = ['incoming', 'group', 'unattached'] as const;
export type GroupKind = (typeof groupKinds)[number];

/** The name of the group every organisation has, where new and orphaned requests land (spec §4, §5). */
export const INCOMING_GROUP_NAME = 'Incoming requests';

/**
 * The name of the group whose covers may send attach tasks that were set to manual after their final failure
 * (spec §4 Attach tasks). It holds no requests: it exists to be covered.
 */
export const UNATTACHED_GROUP_NAME = 'Unattached items';

/**
 * A group (pool) of an organisation that requests are assigned to (spec §3 Group). Each organisation has exactly one
 * group of kind 'incoming' ("Incoming requests"), which cannot be deactivated, and at most one of kind 'unattached'
 * ("Unattached items"), which is covered but never assigned requests. A deactivated group keeps its row so old
 * thread entries still name it.
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: groupKinds }).notNull().default('group'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // spec §5: group name unique (within the organisation, without regard to case)
    uniqueIndex('groups_wcms_name_idx').on(t.wcmsId, sql`lower(${t.name})`),
    uniqueIndex('groups_one_incoming_idx')
      .on(t.wcmsId)
      .where(sql`${t.kind} = 'incoming'`),
    uniqueIndex('groups_one_unattached_idx')
      .on(t.wcmsId)
      .where(sql`${t.kind} = 'unattached'`),
  ],
);

/** Staff who belong to (cover) a group: they are told when a request arrives in it (spec §6 Covering). */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/**
 * A group shared with another organisation (spec §3 Group, §6): the other organisation's console lists it, and with
 * restrictedView it sees the name only, never the members, and cannot change it.
 */
export const groupShares = pgTable(
  'group_shares',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    restrictedView: boolean('restricted_view').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.wcmsId] }), index('group_shares_wcms_idx').on(t.wcmsId)],
);
