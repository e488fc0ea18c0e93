import { boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * How many open requests (status other than completed) each (organisation, pool, assignee, needs attention) holds:
 * the inbox's totals of an unfiltered pool, and the verbose pool counts, are sums of a few of these rows instead of
 * a count over every open request on every call. Kept by triggers on requests (migration 0035), so every code path
 * that inserts, deletes or changes a request's status, pool, assignee or unacknowledged count (services, seeds,
 * the retention pass, cascades) moves it in the same transaction. assigned_user_id 0 is nobody.
 */
export const requestOpenCounts = pgTable(
  'request_open_counts',
  {
    wcmsId: integer('wcms_id').notNull(),
    poolId: integer('pool_id').notNull(),
    assignedUserId: integer('assigned_user_id').notNull(),
    attention: boolean('attention').notNull(),
    openCount: integer('open_count').notNull(),
  },
  (t) => [primaryKey({ name: 'request_open_counts_pk', columns: [t.wcmsId, t.poolId, t.assignedUserId, t.attention] })],
);

/**
 * How many of those open requests each user has read, in the same buckets: an unread-only inbox's total is the pool's
 * open count minus the caller's read count (a few rows each), instead of a read-state probe per open request. Kept
 * by triggers on request_reads (a read added or removed) and on requests (a request read by someone leaving,
 * entering or moving within the open set), in the same transaction as the change.
 */
export const requestReadOpenCounts = pgTable(
  'request_read_open_counts',
  {
    userId: integer('user_id').notNull(),
    wcmsId: integer('wcms_id').notNull(),
    poolId: integer('pool_id').notNull(),
    assignedUserId: integer('assigned_user_id').notNull(),
    attention: boolean('attention').notNull(),
    readCount: integer('read_count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'request_read_open_counts_pk',
      columns: [t.userId, t.wcmsId, t.poolId, t.assignedUserId, t.attention],
    }),
  ],
);
