import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { parseId, requireUser } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { countDue, getRetention, runRetentionDeletion, saveRetention } from './service.js';
import { INFORMATION_GOVERNANCE_MESSAGES, retentionErrors } from './rules.js';

/** The console Information governance area: advanced (it decides when patient records are deleted). */
export const INFORMATION_GOVERNANCE_LEVEL = 'advanced' as const;

export const informationGovernanceResolvers: Resolvers = {
  Query: {
    informationGovernance: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), INFORMATION_GOVERNANCE_LEVEL);
      return { wcmsId: String(caller.wcmsId), ...(await getRetention(ctx.db, caller.wcmsId)) };
    },
    retentionDeletionPreview: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), INFORMATION_GOVERNANCE_LEVEL);
      const errors = retentionErrors(args.input);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      return countDue(ctx.db, caller.wcmsId, args.input, ctx.clock.now());
    },
  },
  Mutation: {
    updateInformationGovernance: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), INFORMATION_GOVERNANCE_LEVEL);
      const saved = await saveRetention(ctx.db, caller.wcmsId, args.input, {
        userId: caller.userId,
        now: ctx.clock.now(),
      });
      return { wcmsId: String(caller.wcmsId), ...saved };
    },
    runRetentionDeletion: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      if (!user.isSuperUser) throw new HttpProblem(403, INFORMATION_GOVERNANCE_MESSAGES.superUserOnly, 'FORBIDDEN');
      const wcmsIds = args.wcmsId ? [parseId(args.wcmsId, 'wcmsId')] : undefined;
      const result = await runRetentionDeletion({ db: ctx.db, clock: ctx.clock }, wcmsIds ? { wcmsIds } : {});
      ctx.log.info({ ...result }, 'retention deletion run by a super user');
      return result;
    },
  },
};
