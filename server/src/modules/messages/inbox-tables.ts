import { boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * How many open requests (status other than completed) each (organisation, pool, assignee, needs attention) holds:
 * the inbox's totals of an unfiltered pool, and the verbose pool counts, are sums of a few of these rows instead of
 * a count over every open request on every call. Kept by triggers on requests (migration 0034), so every code path
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
