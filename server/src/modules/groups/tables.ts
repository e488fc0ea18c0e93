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

export const groupKinds = ['incoming', 'group'] as const;
export type GroupKind = (typeof groupKinds)[number];

/** The name of the group every organisation has, where new and orphaned requests land (spec §4, §5). */
export const INCOMING_GROUP_NAME = 'Incoming requests';

/**
 * A group (pool) of an organisation that requests are assigned to (spec §3 Group). Each organisation has exactly one
 * group of kind 'incoming' ("Incoming requests"), which cannot be deactivated. A deactivated group keeps its row so
 * old thread entries still name it.
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
  ],
);

/** Staff who belong to a group: they are told when a request arrives in it. */
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
