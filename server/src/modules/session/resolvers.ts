import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { HttpProblem } from '../../errors.js';
import { releaseLocksOf } from '../messages/index.js';
import { revokeSessionOf } from '../../auth/sessions.js';
import { parseId, requireUser } from '../users/index.js';
import { auditInfo, recordAudit } from './audit.js';
import { loginResult, loginWithPassword } from './login.js';
import { createAutoSignIn } from './auto-sign-in.js';
import { linkClinicalUser, verifyClinicalSession } from './sso.js';

export const sessionResolvers: Resolvers = {
  Mutation: {
    login: async (_parent, args, ctx) =>
      loginResult(
        await loginWithPassword(ctx, {
          username: args.username,
          password: args.password,
          twoFactor: { code: args.twoFactorCode, codeType: args.twoFactorCodeType, setup: args.twoFactorSetup },
          audit: auditInfo(ctx, args.audit),
        }),
      ),

    logout: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      if (parseId(args.userId, 'userId') !== user.userId) {
        throw new HttpProblem(403, 'You can only sign yourself out.', 'FORBIDDEN');
      }
      await revokeSessionOf(ctx, user.sessionId);
      await releaseLocksOf(ctx.db, user.userId);
      await recordAudit(
        ctx,
        user.userId,
        'logout',
        auditInfo(ctx, { application: args.application, wcmsId: args.wcmsId, userAgent: args.userAgent }),
        user.sessionId,
      );
      return { success: true };
    },

    verifySession: async (_parent, args, ctx) =>
      verifyClinicalSession(ctx, {
        wcmsId: parseId(args.wcmsId, 'wcmsId'),
        session: args.session,
        verifier: args.verifier,
        callback: args.callback,
      }),

    linkUser: async (_parent, args, ctx) =>
      linkClinicalUser(ctx, requireUser(ctx.user), {
        token: args.token,
        wcmsId: parseId(args.wcmsId, 'wcmsId'),
        staffId: args.staffId,
        session: args.session,
      }),

    createAutoSignIn: async (_parent, args, ctx) =>
      createAutoSignIn(ctx, requireUser(ctx.user), parseId(args.wcmsId, 'wcmsId'), args.clinicalStaffGuid),
  },
};
