import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import type { MessagesCaller } from './access.js';
import { requests } from './tables.js';
import { listConditions, parseFilters, REQUEST_ID, type ListQuery } from './inbox-filters.js';
import { orderBy } from './inbox-order.js';
import { COUNT_CAP, countMatching, matchingCount } from './inbox-count.js';
import { poolSummary } from './inbox-pool-summary.js';

// The inbox list is built from inbox-pools (the pool views), inbox-filters (filters and search: the WHERE),
// inbox-order (the ORDER BY), inbox-count (the total) and inbox-pool-summary (verbose's pools).

// Columns of the outer requests row, qualified: in a query of one table Drizzle leaves column names bare, which
// inside a subquery would bind to the subquery's own tables.
const R = {
  id: REQUEST_ID,
  poolId: sql.raw('"requests"."pool_id"'),
  assignedUserId: sql.raw('"requests"."assigned_user_id"'),
};

/**
 * GET my/messages/wcms_id/{wcms_id}: one page of the inbox with its totals (and the pools' counts when verbose).
 * The page is read from requests alone, walking the index that matches the sort, and each of its rows is decorated
 * with scalar subqueries (pool and assignee names, the caller's read flag, the lock, attachments): a many-way join
 * cost more to plan than to run. The total rides on the same query (a scalar subquery, computed once), so a call
 * is one statement after the caller's session and membership (verbose's pools are read alongside it).
 */
export async function listRequests(
  ctx: Pick<RequestContext, 'db' | 'clock'>,
  caller: MessagesCaller,
  query: ListQuery,
) {
  const now = ctx.clock.now().toISOString();
  const pageSize = query.page_size ?? 50;
  const page = query.page ?? 1;
  const filters = parseFilters(query.filters);
  const where = listConditions(caller, query, filters);
  const count = matchingCount(caller, query, filters, where);

  const order = orderBy(query.msg_order, query.second_msg_order);
  // The page's rows first (the index walk, past the offset), decorated after: a row skipped by the offset then costs
  // no subqueries (page 20 of the history decorated 1,000 rows to return 50). The subquery is named requests, so the
  // decorations and the ORDER BY terms (re-sorting 50 rows) read its columns as they would the table's.
  const pageRows = ctx.db
    .select({
      id: requests.id,
      reference: requests.reference,
      type: requests.type,
      status: requests.status,
      priority: requests.priority,
      priorityRank: requests.priorityRank,
      subject: requests.subject,
      receivedAt: requests.receivedAt,
      updatedAt: requests.updatedAt,
      poolId: requests.poolId,
      assignedUserId: requests.assignedUserId,
      patientName: requests.patientName,
      patientNhsNumber: requests.patientNhsNumber,
      patientBorn: requests.patientBorn,
      identity: requests.identity,
      unacknowledgedCount: requests.unacknowledgedCount,
    })
    .from(requests)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('requests');
  const pageQuery = ctx.db
    .select({
      id: pageRows.id,
      reference: pageRows.reference,
      type: pageRows.type,
      status: pageRows.status,
      priority: pageRows.priority,
      subject: pageRows.subject,
      receivedAt: pageRows.receivedAt,
      updatedAt: pageRows.updatedAt,
      poolId: pageRows.poolId,
      assignedUserId: pageRows.assignedUserId,
      patientName: pageRows.patientName,
      patientNhsNumber: pageRows.patientNhsNumber,
      patientBorn: pageRows.patientBorn,
      identity: pageRows.identity,
      unacknowledgedCount: pageRows.unacknowledgedCount,
      poolName: sql<string>`(select g.name from groups g where g.id = ${R.poolId})`,
      assigneeName: sql<
        string | null
      >`(select u.forename || ' ' || u.surname from users u where u.id = ${R.assignedUserId})`,
      // a scalar subquery is an index probe per row; EXISTS here would hash all of the user's reads
      read: sql<
        boolean | null
      >`(select true from request_reads rr where rr.user_id = ${caller.userId} and rr.request_id = ${R.id})`,
      lockedBy: sql<
        string | null
      >`(select u.forename || ' ' || u.surname from request_locks l join users u on u.id = l.user_id
        where l.request_id = ${R.id} and l.expires_at > ${now}::timestamptz and l.user_id <> ${caller.userId})`,
      attachmentCount: sql<number>`(select count(*)::int from request_attachments a where a.request_id = ${R.id})`,
      // the total, computed once (it needs nothing of the row) and carried by every row
      counted: count,
    })
    .from(pageRows)
    .orderBy(...order);

  const [rows, pools] = await Promise.all([pageQuery, query.verbose ? poolSummary(ctx, caller) : undefined]);
  // an empty first page is an empty list; a page past the last has no row to carry the total, so counts on its own
  const counted = rows[0]?.counted ?? (page === 1 ? 0 : await countMatching(ctx.db, count));
  const total = Math.min(counted, COUNT_CAP);
  return {
    _embedded: {
      messages: rows.map((r) => ({
        id: r.id,
        reference: r.reference,
        type: r.type,
        status: r.status,
        priority: r.priority,
        subject: r.subject,
        received_at: r.receivedAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
        unread: !r.read,
        pool_id: r.poolId,
        pool_name: r.poolName,
        assignee:
          r.assignedUserId !== null
            ? { kind: 'colleague' as const, id: r.assignedUserId, name: r.assigneeName ?? '' }
            : { kind: 'group' as const, id: r.poolId, name: r.poolName },
        patient_name: r.patientName,
        patient_nhs_number: r.patientNhsNumber,
        patient_dob: r.patientBorn,
        identity: r.identity,
        locked_by: r.lockedBy,
        attachment_count: r.attachmentCount,
        unacknowledged_count: r.unacknowledgedCount,
      })),
    },
    page,
    page_size: pageSize,
    total_items: total,
    total_pages: Math.ceil(total / pageSize),
    total_capped: counted > COUNT_CAP,
    ...(pools ? { pools } : {}),
  };
}
