import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { MessagesCaller } from './access.js';
import { requests } from './tables.js';
import { requestOpenCounts, requestReadOpenCounts } from './inbox-tables.js';
import { poolCondition, POOLS } from './inbox-pools.js';
import type { ListQuery, ParsedFilters } from './inbox-filters.js';

/** Counting stops here: past it total_items is this number and total_capped is true (counting 80,000 rows of a
 * practice's whole history on every poll costs more than the inbox's budget). */
export const COUNT_CAP = 10_000;

/**
 * What an unfiltered pool of open requests counts from the counter tables: everything (no filters, no search,
 * completed left out), or only the caller's unread (or read) requests when the read state is the one filter.
 * Null when the matching rows must be counted.
 */
function countedPool(query: ListQuery, filters: ParsedFilters): { unread: boolean | null } | null {
  if (query.inc_completed || query.search_term?.trim()) return null;
  const others = filters.status.length + filters.priority.length + filters.type.length + filters.assignee.length;
  if (others > 0) return null;
  return { unread: filters.unread };
}

/**
 * How many requests match, up to COUNT_CAP + 1, as one scalar SQL expression (a subquery that needs nothing of the
 * query around it, so the page's query can carry it: one round trip for the page and its total). An unfiltered pool
 * of open requests (the default inbox, a group, assigned to me, …) sums its few rows of request_open_counts, and its
 * unread (or read) requests take the caller's rows of request_read_open_counts off (or count only those): a few rows
 * whatever the pool's size. Anything else counts the matching rows, stopping past the cap (a filtered list of open
 * requests from requests_open_filter_idx alone).
 */
export function matchingCount(
  caller: MessagesCaller,
  query: ListQuery,
  filters: ParsedFilters,
  where: SQL,
): SQL<number> {
  const pooled = countedPool(query, filters);
  if (pooled) {
    const pool = query.pool_id ?? POOLS.all;
    const o = requestOpenCounts;
    const r = requestReadOpenCounts;
    const open = sql`(select coalesce(sum(${o.openCount}), 0) from ${o} where ${and(eq(o.wcmsId, caller.wcmsId), poolCondition(caller, pool, 'counts'))})`;
    const read = sql`(select coalesce(sum(${r.readCount}), 0) from ${r} where ${and(eq(r.userId, caller.userId), eq(r.wcmsId, caller.wcmsId), poolCondition(caller, pool, 'reads'))})`;
    const n = pooled.unread === null ? open : pooled.unread ? sql`${open} - ${read}` : read;
    return sql<number>`(${n})::int`;
  }
  return sql<number>`(select count(*)::int from (select 1 from ${requests} where ${where} limit ${COUNT_CAP + 1}) as matching)`;
}

/** The count on its own (a page past the last, which carries no rows and so no total). */
export async function countMatching(db: Db, count: SQL<number>): Promise<number> {
  const [row] = await db.select({ n: count }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}
