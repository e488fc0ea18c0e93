import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { validationFailed } from '../../auth/problems.js';
import type { MessagesCaller } from './access.js';
import { requests } from './tables.js';
import { requestOpenCounts, requestReadOpenCounts } from './inbox-tables.js';

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

/** The staff the caller covers here (console → Covering), as a subquery of user ids. */
export function coveredColleagues(caller: MessagesCaller): SQL {
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
export function poolCondition(caller: MessagesCaller, pool: number, table: keyof typeof COUNTED): SQL | undefined {
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
