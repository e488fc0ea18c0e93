import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { forbidden, HttpProblem } from '../../errors.js';
import { parseId, requireUser } from '../users/index.js';
import { consoleStanding } from './access.js';

export const consoleResolvers: Resolvers = {
  Query: {
    // the frame asks what to show; the areas' own calls are what requireConsoleAccess refuses
    consoleAccess: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      const standing = await consoleStanding(ctx, wcmsId);
      if (!standing) {
        if (user.isSuperUser) throw new HttpProblem(404, 'Organisation not found', 'NOT_FOUND');
        throw forbidden();
      }
      return {
        wcmsId: String(wcmsId),
        organisationName: standing.organisationName,
        clinicalSystem: standing.clinicalSystem,
        canOpen: standing.canOpen,
        level: standing.canOpen ? standing.level : 'none',
      };
    },
  },
};
