import { eq } from 'drizzle-orm';
import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { HttpProblem } from '../../errors.js';
import { isSuperUserAccount, requireUser, SUPER_USER_MODE_MESSAGES, users } from '../users/index.js';
import { viewer } from '../accounts/index.js';

export const superUserModeResolvers: Resolvers = {
  Mutation: {
    setSuperUserMode: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      if (!isSuperUserAccount(user.userId, ctx.config)) {
        throw new HttpProblem(403, SUPER_USER_MODE_MESSAGES.notAllowed, 'FORBIDDEN');
      }
      await ctx.db.update(users).set({ isSuperUser: args.on }).where(eq(users.id, user.userId));
      ctx.log.info({ userId: user.userId, superUserMode: args.on }, 'super-user mode changed');
      // every later call reads the flag again (auth/authenticator): the change holds at once, on every node
      return viewer(ctx, { ...user, isSuperUser: args.on });
    },
  },
};
