import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { getServerDetails, saveServerDetails } from './service.js';

/** The console Clinical integration area: advanced (it wires the organisation to its clinical system). */
export const CLINICAL_INTEGRATION_LEVEL = 'advanced' as const;

export const clinicalIntegrationResolvers: Resolvers = {
  Query: {
    clinicalServerDetails: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), CLINICAL_INTEGRATION_LEVEL);
      return getServerDetails(ctx.db, caller.wcmsId);
    },
  },
  Mutation: {
    updateClinicalServerDetails: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), CLINICAL_INTEGRATION_LEVEL);
      return saveServerDetails(ctx, caller.wcmsId, args.input, { userId: caller.userId, now: ctx.clock.now() });
    },
  },
};
