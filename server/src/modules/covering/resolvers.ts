import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { setStaffCovering, staffCovering } from './service.js';

/** The console Covering area: basic settings (README, spec §6). */
export const COVERING_AREA_LEVEL = 'basic' as const;

export const coveringResolvers: Resolvers = {
  Query: {
    consoleCovering: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), COVERING_AREA_LEVEL);
      return staffCovering(ctx.db, caller.wcmsId, parseId(args.userId, 'userId'));
    },
  },
  Mutation: {
    setStaffCovering: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), COVERING_AREA_LEVEL);
      return setStaffCovering(
        ctx,
        caller,
        parseId(args.userId, 'userId'),
        args.groupIds.map((id) => parseId(id, 'groupIds')),
        args.colleagueIds.map((id) => parseId(id, 'colleagueIds')),
      );
    },
  },
};
