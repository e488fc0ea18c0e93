import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { forbidden } from '../../errors.js';
import { canActFor, parseId, requireUser } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { getServerDetails, saveServerDetails } from './service.js';
import { approveAgent, deleteAgent, listAgents, reportAgent } from './agents.js';

/** The console Clinical integration area: advanced (it wires the organisation to its clinical system). */
export const CLINICAL_INTEGRATION_LEVEL = 'advanced' as const;

export const clinicalIntegrationResolvers: Resolvers = {
  Query: {
    clinicalServerDetails: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), CLINICAL_INTEGRATION_LEVEL);
      return getServerDetails(ctx.db, caller.wcmsId);
    },
    clinicalAgents: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), CLINICAL_INTEGRATION_LEVEL);
      return listAgents(ctx.db, caller.wcmsId);
    },
  },
  Mutation: {
    updateClinicalServerDetails: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), CLINICAL_INTEGRATION_LEVEL);
      return saveServerDetails(ctx, caller.wcmsId, args.input, { userId: caller.userId, now: ctx.clock.now() });
    },
    // the desktop host checks in as the signed-in staff member: any member of the organisation (not the console)
    reportClinicalAgent: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      if (!(await canActFor(ctx.db, user, wcmsId))) throw forbidden();
      return reportAgent(ctx.db, wcmsId, args.hostname, ctx.clock.now());
    },
    approveClinicalAgent: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), CLINICAL_INTEGRATION_LEVEL);
      return approveAgent(ctx.db, caller.wcmsId, parseId(args.id, 'id'), {
        userId: caller.userId,
        now: ctx.clock.now(),
      });
    },
    deleteClinicalAgent: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), CLINICAL_INTEGRATION_LEVEL);
      return deleteAgent(ctx.db, caller.wcmsId, parseId(args.id, 'id'));
    },
  },
};
