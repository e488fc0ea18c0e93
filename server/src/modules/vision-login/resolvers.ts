import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { forbidden } from '../../errors.js';
import { canActFor, parseId, requireUser } from '../users/index.js';
import { completeVisionLogin, startVisionLogin } from './service.js';

export const visionLoginResolvers: Resolvers = {
  Mutation: {
    startVisionLogin: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      if (!(await canActFor(ctx.db, user, wcmsId))) throw forbidden();
      return startVisionLogin(
        ctx.db,
        ctx.config.visionLoginHelper,
        { userId: user.userId, wcmsId },
        args.redirectUri,
        ctx.clock.now(),
      );
    },
    completeVisionLogin: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const link = await completeVisionLogin(ctx.db, user.userId, args, ctx.clock.now());
      ctx.log.info({ wcmsId: link.wcmsId, userId: user.userId }, 'vision user linked');
      return link;
    },
  },
};
