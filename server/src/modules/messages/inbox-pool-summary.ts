import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { groupMembers, listGroups } from '../groups/index.js';
import type { MessagesCaller } from './access.js';
import { requestOpenCounts } from './inbox-tables.js';
import { coveredColleagues, POOLS } from './inbox-pools.js';

/**
 * verbose: every pool the inbox offers, with how many open requests each holds. Every figure is a sum over the
 * organisation's few rows of request_open_counts (kept by triggers on requests), read in one query grouped by pool:
 * the groups' counts are its rows, assigned to me, needing attention and the covered colleagues' its column sums.
 */
export async function poolSummary(ctx: Pick<RequestContext, 'db'>, caller: MessagesCaller) {
  const c = requestOpenCounts;
  const covered = coveredColleagues(caller);
  const sum = (where?: SQL) =>
    where
      ? sql<number>`coalesce(sum(${c.openCount}) filter (where ${where}), 0)::int`
      : sql<number>`coalesce(sum(${c.openCount}), 0)::int`;
  const [orgGroups, perPool, memberOf, [covers]] = await Promise.all([
    listGroups(ctx.db, caller.wcmsId, { includeInactive: true }),
    ctx.db
      .select({
        poolId: c.poolId,
        n: sum(),
        mine: sum(eq(c.assignedUserId, caller.userId)),
        attention: sum(eq(c.attention, true)),
        covered: sum(inArray(c.assignedUserId, covered)),
      })
      .from(c)
      .where(eq(c.wcmsId, caller.wcmsId))
      .groupBy(c.poolId),
    ctx.db.select({ groupId: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, caller.userId)),
    // the pool of covered colleagues is offered only to someone covering
    ctx.db.select({ n: sql<number>`(select count(*) from ${covered} c)::int` }).from(sql`(select 1) as one`),
  ]);
  // the organisation's groups (inactive ones too: their requests still count in All requests, and in My groups)
  const groupIds = new Set(orgGroups.map((g) => g.id));
  const inGroups = perPool.filter((p) => groupIds.has(p.poolId));
  const counts = new Map(inGroups.map((p) => [p.poolId, p.n]));
  const myGroups = new Set(memberOf.map((m) => m.groupId).filter((id) => groupIds.has(id)));
  const total = (rows: typeof perPool, pick: (p: (typeof perPool)[number]) => number) =>
    rows.reduce((n, p) => n + pick(p), 0);
  return [
    { id: POOLS.all, name: 'All requests', kind: 'all' as const, open_count: total(inGroups, (p) => p.n) },
    {
      id: POOLS.assignedToMe,
      name: 'Assigned to me',
      kind: 'assigned_to_me' as const,
      open_count: total(perPool, (p) => p.mine),
    },
    {
      id: POOLS.myGroups,
      name: 'My groups',
      kind: 'my_groups' as const,
      open_count: total(
        inGroups.filter((p) => myGroups.has(p.poolId)),
        (p) => p.n,
      ),
    },
    {
      id: POOLS.needsAttention,
      name: 'Needs attention',
      kind: 'needs_attention' as const,
      open_count: total(perPool, (p) => p.attention),
    },
    ...((covers?.n ?? 0) > 0
      ? [
          {
            id: POOLS.coveredColleagues,
            name: 'Colleagues I cover',
            kind: 'covered_colleagues' as const,
            open_count: total(perPool, (p) => p.covered),
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
