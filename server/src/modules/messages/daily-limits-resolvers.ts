import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { validationFailed } from '../../auth/problems.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { dailyLimitErrors, REQUEST_WORKFLOW_LEVEL } from '../request-workflow/index.js';
import { organisationDailyLimits, replaceDailyLimits } from './limits.js';

// The console area request limits (spec §5), part of the request workflow settings; the limits are the messages
// module's own data: it applies them when requests are created and assigned (limits.ts).

const caller = (ctx: Parameters<typeof requireConsoleAccess>[0], wcmsId: string) =>
  requireConsoleAccess(ctx, parseId(wcmsId, 'wcmsId'), REQUEST_WORKFLOW_LEVEL);

export const dailyLimitsResolvers: Resolvers = {
  Query: {
    consoleDailyLimits: async (_parent, args, ctx) =>
      organisationDailyLimits(ctx.db, (await caller(ctx, args.wcmsId)).wcmsId, ctx.clock.now()),
  },
  Mutation: {
    saveDailyLimits: async (_parent, args, ctx) => {
      const c = await caller(ctx, args.wcmsId);
      const limits = args.limits.map((l) => ({ requestType: l.requestType, limit: l.limit ?? null }));
      const errors = dailyLimitErrors(limits);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      await replaceDailyLimits(ctx.db, c.wcmsId, limits);
      return organisationDailyLimits(ctx.db, c.wcmsId, ctx.clock.now());
    },
  },
};
