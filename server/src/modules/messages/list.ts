import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import type { QueryParams } from '../../rest/types.js';
import { validationFailed } from '../../auth/problems.js';
import { groupMembers, listGroups } from '../groups/index.js';
import type { MessagesCaller } from './access.js';
import {
  priorities,
  requests,
  requestStatuses,
  requestTypes,
  statusRank,
  type Priority,
  type RequestStatus,
  type RequestType,
} from './tables.js';
import { requestOpenCounts, requestReadOpenCounts } from './inbox-tables.js';
import { referenceFor } from './rules.js';

/**
 * Pools of the inbox (spec §2, §7 pool_id). A positive id is a group of the organisation; 0 and the negative ids are
 * views over all of them.
 */
export const POOLS = {
  /** every request of the organisation */
  all: 0,
  /** assigned to the caller as a colleague */
  assignedToMe: -1,
  /** in any group the caller is a member of */
  myGroups: -2,
  /** the notifications pool that notification links open: requests needing attention (unacknowledged patient messages) */
  needsAttention: -3,
  /** assigned to a colleague the caller covers (console → Covering) */
  coveredColleagues: -4,
} as const;

type ListQuery = QueryParams<'listMyMessages'>;
type MessageOrder = NonNullable<ListQuery['msg_order']>;

// Columns of the outer requests row, qualified: in a query of one table Drizzle leaves column names bare, which
// inside a subquery would bind to the subquery's own tables.
const R = {
  id: sql.raw('"requests"."id"'),
  poolId: sql.raw('"requests"."pool_id"'),
  assignedUserId: sql.raw('"requests"."assigned_user_id"'),
};

const STATUS_RANK = statusRank(requests.status);

// ORDER BY terms spelled exactly as the indexes are (received_at desc nulls last, id desc nulls last), so the
// planner walks an index and stops at the page instead of sorting.
const ORDER_TERMS: Record<MessageOrder, { field: string; term: SQL; descending: boolean }> = {
  date_desc: { field: 'date', term: sql`${requests.receivedAt} desc nulls last`, descending: true },
  date_asc: { field: 'date', term: sql`${requests.receivedAt} asc nulls first`, descending: false },
  // priority_desc: most urgent first (urgent, same day, routine, unprioritised)
  priority_desc: { field: 'priority', term: sql`${requests.priorityRank} asc nulls last`, descending: true },
  priority_asc: { field: 'priority', term: sql`${requests.priorityRank} desc nulls first`, descending: false },
  // status_asc: workflow order (new request, triaged, waiting for patient, new response, completed)
  status_asc: { field: 'status', term: sql`${STATUS_RANK} asc`, descending: false },
  status_desc: { field: 'status', term: sql`${STATUS_RANK} desc`, descending: true },
  patient_asc: { field: 'patient', term: sql`lower(${requests.patientName}) asc`, descending: false },
  patient_desc: { field: 'patient', term: sql`lower(${requests.patientName}) desc`, descending: true },
};

function orderBy(primary: MessageOrder = 'date_desc', secondary?: MessageOrder): SQL[] {
  const first = ORDER_TERMS[primary];
  const terms = [first.term];
  let dateDescending = first.descending;
  if (first.field !== 'date') {
    const second = ORDER_TERMS[secondary ?? 'date_desc'];
    if (second.field !== first.field) terms.push(second.term);
    if (second.field !== 'date') terms.push(ORDER_TERMS.date_desc.term);
    dateDescending = second.field === 'date' ? second.descending : true;
  }
  terms.push(dateDescending ? sql`${requests.id} desc nulls last` : sql`${requests.id} asc nulls first`);
  return terms;
}

export type ParsedFilters = {
  status: RequestStatus[];
  priority: Priority[];
  type: RequestType[];
  assignee: ('me' | 'none' | number)[];
  unread: boolean | null;
};

/** filters: comma-separated key:value pairs; a key given twice matches either value. */
export function parseFilters(raw: string | undefined): ParsedFilters {
  const parsed: ParsedFilters = { status: [], priority: [], type: [], assignee: [], unread: null };
  if (!raw) return parsed;
  const invalid = (message: string) => validationFailed({ filters: message });
  for (const pair of raw.split(',')) {
    const [key, value = ''] = pair.split(':');
    switch (key) {
      case 'status':
        if (!(requestStatuses as readonly string[]).includes(value)) throw invalid(`Unknown status ${value}`);
        parsed.status.push(value as RequestStatus);
        break;
      case 'priority':
        if (!(priorities as readonly string[]).includes(value)) throw invalid(`Unknown priority ${value}`);
        parsed.priority.push(value as Priority);
        break;
      case 'type':
        if (!(requestTypes as readonly string[]).includes(value)) throw invalid(`Unknown request type ${value}`);
        parsed.type.push(value as RequestType);
        break;
      case 'assignee':
        if (value === 'me' || value === 'none') parsed.assignee.push(value);
        else if (/^\d{1,9}$/.test(value)) parsed.assignee.push(Number(value));
        else throw invalid('assignee must be me, none or a colleague id');
        break;
      case 'unread':
        if (value !== 'true' && value !== 'false') throw invalid('unread must be true or false');
        parsed.unread = value === 'true';
        break;
      default:
        throw invalid(`Unknown filter ${key}; use status, priority, type, assignee or unread`);
    }
  }
  return parsed;
}

/** A to_tsquery of word prefixes ("jo smi" → 'jo:* & smi:*'); letters and digits only, so always valid syntax. */
function prefixQuery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0
    ? words
        .slice(0, 8)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

const nameMatches = (q: string) => sql`to_tsvector('simple', ${requests.patientName}) @@ to_tsquery('simple', ${q})`;
const subjectMatches = (q: string) => sql`to_tsvector('simple', ${requests.subject}) @@ to_tsquery('simple', ${q})`;

/**
 * search_type: patient_name (a prefix of any word of the name), nhs_number (all ten digits, spaces ignored),
 * subject (prefixes of its words), reference (RQ-000123, or just the number), all (whichever of those the term can
 * be; the default).
 */
export function searchCondition(term: string | undefined, type: ListQuery['search_type']): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\s+/g, '');
  const nhs = /^\d{10}$/.test(digits) ? eq(requests.patientNhsNumber, digits) : undefined;
  const refMatch = /^(?:rq-?)?0*(\d{1,9})$/i.exec(digits);
  const reference = refMatch ? eq(requests.reference, referenceFor(Number(refMatch[1]))) : undefined;
  const words = prefixQuery(text);
  const none = sql`false`;
  switch (type ?? 'all') {
    case 'nhs_number':
      return nhs ?? none;
    case 'reference':
      return reference ?? none;
    case 'patient_name':
      return words ? nameMatches(words) : none;
    case 'subject':
      return words ? subjectMatches(words) : none;
    default: {
      const options = [nhs, reference, ...(words && !nhs ? [nameMatches(words), subjectMatches(words)] : [])].filter(
        (c): c is SQL => c !== undefined,
      );
      return options.length > 0 ? or(...options) : none;
    }
  }
}

/** The staff the caller covers here (console → Covering), as a subquery of user ids. */
function coveredColleagues(caller: MessagesCaller): SQL {
  return sql`(select cc.covered_user_id from colleague_covers cc where cc.wcms_id = ${caller.wcmsId} and cc.user_id = ${caller.userId})`;
}

/** The bucket columns of requests and of the two counter tables (pool, assignee, needs attention). */
const COUNTED = {
  requests: {
    poolId: requests.poolId,
    assignedUserId: requests.assignedUserId,
    attention: sql`unacknowledged_count > 0`,
  },
  counts: {
    poolId: requestOpenCounts.poolId,
    assignedUserId: requestOpenCounts.assignedUserId,
    attention: eq(requestOpenCounts.attention, true),
  },
  reads: {
    poolId: requestReadOpenCounts.poolId,
    assignedUserId: requestReadOpenCounts.assignedUserId,
    attention: eq(requestReadOpenCounts.attention, true),
  },
};

/** Rows of requests (or of a counter table: they have the same bucket columns) in a pool view. */
function poolCondition(caller: MessagesCaller, pool: number, table: keyof typeof COUNTED): SQL | undefined {
  const c = COUNTED[table];
  if (pool > 0) return eq(c.poolId, pool);
  if (pool === POOLS.assignedToMe) return eq(c.assignedUserId, caller.userId);
  if (pool === POOLS.myGroups) {
    return inArray(c.poolId, sql`(select gm.group_id from group_members gm where gm.user_id = ${caller.userId})`);
  }
  if (pool === POOLS.needsAttention) return c.attention;
  if (pool === POOLS.coveredColleagues) return inArray(c.assignedUserId, coveredColleagues(caller));
  if (pool !== POOLS.all) throw validationFailed({ pool_id: `Unknown pool ${pool}` });
  return undefined;
}

/** The WHERE of an inbox query. */
function conditions(caller: MessagesCaller, query: ListQuery): SQL {
  const filters = parseFilters(query.filters);
  const parts: (SQL | undefined)[] = [eq(requests.wcmsId, caller.wcmsId)];
  // spelled as the partial indexes' predicate
  if (!query.inc_completed && !filters.status.includes('completed')) parts.push(sql`status <> 'completed'`);
  parts.push(poolCondition(caller, query.pool_id ?? POOLS.all, 'requests'));

  if (filters.status.length > 0) parts.push(inArray(requests.status, filters.status));
  if (filters.priority.length > 0) parts.push(inArray(requests.priority, filters.priority));
  if (filters.type.length > 0) parts.push(inArray(requests.type, filters.type));
  if (filters.assignee.length > 0) {
    parts.push(
      or(
        ...filters.assignee.map((a) =>
          a === 'none' ? isNull(requests.assignedUserId) : eq(requests.assignedUserId, a === 'me' ? caller.userId : a),
        ),
      ),
    );
  }
  if (filters.unread !== null) {
    // OFFSET 0 keeps this a per-row probe of the (user_id, request_id) key: as a join, or hashed, it would read
    // every request the user has ever read (tens of thousands) to count a few thousand open ones
    const read = sql`exists (select 1 from request_reads rr where rr.user_id = ${caller.userId} and rr.request_id = ${R.id} offset 0)`;
    parts.push(filters.unread ? sql`not ${read}` : read);
  }
  parts.push(searchCondition(query.search_term, query.search_type));
  return and(...parts)!;
}

/** Counting stops here: past it total_items is this number and total_capped is true (counting 80,000 rows of a
 * practice's whole history on every poll costs more than the inbox's budget). */
export const COUNT_CAP = 10_000;

/**
 * What an unfiltered pool of open requests counts from the counter tables: everything (no filters, no search,
 * completed left out), or only the caller's unread (or read) requests when the read state is the one filter.
 * Null when the matching rows must be counted.
 */
function countedPool(query: ListQuery): { unread: boolean | null } | null {
  if (query.inc_completed || query.search_term?.trim()) return null;
  if (!query.filters) return { unread: null };
  const f = parseFilters(query.filters);
  const onlyReadState = f.status.length + f.priority.length + f.type.length + f.assignee.length === 0;
  return onlyReadState && f.unread !== null ? { unread: f.unread } : null;
}

/**
 * How many requests match, up to COUNT_CAP + 1. An unfiltered pool of open requests (the default inbox, a group,
 * assigned to me, …) sums its few rows of request_open_counts, and its unread (or read) requests take the caller's
 * rows of request_read_open_counts off (or count only those): a few rows whatever the pool's size. Anything else
 * counts the matching rows, stopping past the cap.
 */
async function countMatching(
  ctx: Pick<RequestContext, 'db'>,
  caller: MessagesCaller,
  query: ListQuery,
  where: SQL,
): Promise<number> {
  const pooled = countedPool(query);
  if (pooled) {
    const pool = query.pool_id ?? POOLS.all;
    const o = requestOpenCounts;
    const r = requestReadOpenCounts;
    const open = sql`(select coalesce(sum(${o.openCount}), 0) from ${o} where ${and(eq(o.wcmsId, caller.wcmsId), poolCondition(caller, pool, 'counts'))})`;
    const read = sql`(select coalesce(sum(${r.readCount}), 0) from ${r} where ${and(eq(r.userId, caller.userId), eq(r.wcmsId, caller.wcmsId), poolCondition(caller, pool, 'reads'))})`;
    const n = pooled.unread === null ? open : pooled.unread ? sql`${open} - ${read}` : read;
    const [row] = await ctx.db.select({ n: sql<number>`(${n})::int` }).from(sql`(select 1) as one`);
    return row?.n ?? 0;
  }
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(
    ctx.db
      .select({ one: sql`1` })
      .from(requests)
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('matching'),
  );
  return row?.n ?? 0;
}

/**
 * GET my/messages/wcms_id/{wcms_id}: one page of the inbox with its totals (and the pools' counts when verbose).
 * The page is read from requests alone, walking the index that matches the sort, and each of its rows is decorated
 * with scalar subqueries (pool and assignee names, the caller's read flag, the lock, attachments): a many-way join
 * cost more to plan than to run.
 */
export async function listRequests(
  ctx: Pick<RequestContext, 'db' | 'clock'>,
  caller: MessagesCaller,
  query: ListQuery,
) {
  const now = ctx.clock.now().toISOString();
  const pageSize = query.page_size ?? 50;
  const page = query.page ?? 1;
  const where = conditions(caller, query);

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
    })
    .from(pageRows)
    .orderBy(...order);

  const [rows, counted] = await Promise.all([pageQuery, countMatching(ctx, caller, query, where)]);
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
    ...(query.verbose ? { pools: await poolSummary(ctx, caller) } : {}),
  };
}

/** verbose: every pool the inbox offers, with how many open requests each holds. */
async function poolSummary(ctx: Pick<RequestContext, 'db'>, caller: MessagesCaller) {
  const orgGroups = await listGroups(ctx.db, caller.wcmsId, { includeInactive: true });
  const groupIds = orgGroups.map((g) => g.id);
  if (groupIds.length === 0) groupIds.push(0);
  const covered = coveredColleagues(caller);
  const c = requestOpenCounts;
  const sum = (where?: SQL) =>
    where
      ? sql<number>`coalesce(sum(${c.openCount}) filter (where ${where}), 0)::int`
      : sql<number>`coalesce(sum(${c.openCount}), 0)::int`;
  // every figure is a sum over the organisation's few rows of request_open_counts (kept by triggers on requests)
  const [perPool, [special], memberOf, [colleagues]] = await Promise.all([
    ctx.db
      .select({ poolId: c.poolId, n: sum() })
      .from(c)
      .where(and(eq(c.wcmsId, caller.wcmsId), inArray(c.poolId, groupIds)))
      .groupBy(c.poolId),
    ctx.db
      .select({ mine: sum(eq(c.assignedUserId, caller.userId)), attention: sum(eq(c.attention, true)) })
      .from(c)
      .where(eq(c.wcmsId, caller.wcmsId)),
    ctx.db
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(and(eq(groupMembers.userId, caller.userId), inArray(groupMembers.groupId, groupIds))),
    // the colleagues the caller covers, and their open requests: the pool is offered only to someone covering
    ctx.db
      .select({ covers: sql<number>`(select count(*) from ${covered} c)::int`, open: sum() })
      .from(c)
      .where(and(eq(c.wcmsId, caller.wcmsId), inArray(c.assignedUserId, covered))),
  ]);
  const counts = new Map(perPool.map((p) => [p.poolId, p.n]));
  const myGroups = new Set(memberOf.map((m) => m.groupId));
  const all = perPool.reduce((sum, p) => sum + p.n, 0);
  const inMyGroups = perPool.filter((p) => myGroups.has(p.poolId)).reduce((sum, p) => sum + p.n, 0);
  return [
    { id: POOLS.all, name: 'All requests', kind: 'all' as const, open_count: all },
    { id: POOLS.assignedToMe, name: 'Assigned to me', kind: 'assigned_to_me' as const, open_count: special?.mine ?? 0 },
    { id: POOLS.myGroups, name: 'My groups', kind: 'my_groups' as const, open_count: inMyGroups },
    {
      id: POOLS.needsAttention,
      name: 'Needs attention',
      kind: 'needs_attention' as const,
      open_count: special?.attention ?? 0,
    },
    ...((colleagues?.covers ?? 0) > 0
      ? [
          {
            id: POOLS.coveredColleagues,
            name: 'Colleagues I cover',
            kind: 'covered_colleagues' as const,
            open_count: colleagues?.open ?? 0,
          },
        ]
      : []),
    ...orgGroups
      .filter((g) => g.active)
      .map((g) => ({
        id: g.id,
        name: g.name,
        kind: g.kind,
        open_count: counts.get(g.id) ?? 0,
        member: myGroups.has(g.id),
      })),
  ];
}
