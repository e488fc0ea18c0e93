import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { organisationWorkload } from './service.js';

/** The team's workload is day-to-day information: basic (console README). */
export const WORKLOAD_LEVEL = 'basic' as const;

export const workloadResolvers: Resolvers = {
  Query: {
    consoleWorkload: async (_parent, args, ctx) => {
      const { wcmsId } = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), WORKLOAD_LEVEL);
      const w = await organisationWorkload(ctx.db, wcmsId, ctx.clock.now());
      return {
        wcmsId: String(wcmsId),
        ...w,
        byGroup: w.byGroup.map((g) => ({ ...g, groupId: String(g.groupId) })),
        byAssignee: w.byAssignee.map((a) => ({ ...a, userId: String(a.userId) })),
        oldestWaiting: w.oldestWaiting?.toISOString() ?? null,
      };
    },
  },
};
