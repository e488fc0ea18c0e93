import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { HttpProblem } from '../../errors.js';
import { listOutbox } from '../../providers/messaging/outbox.js';
import { parseId, requireUser } from '../users/index.js';
import { auditInfo, loginResult } from '../session/index.js';
import { organisationsFor, resetTwoFactorFor, setTwoFactorMandate, viewer } from './organisations.js';
import { register, registrationDetails, requestPasswordReset, resetPassword } from './service.js';

export const accountResolvers: Resolvers = {
  Query: {
    viewer: async (_parent, _args, ctx) => viewer(ctx, requireUser(ctx.user)),
    organisations: async (_parent, args, ctx) =>
      organisationsFor(ctx, requireUser(ctx.user), args.search, { all: true }),
    registration: async (_parent, args, ctx) => registrationDetails(ctx, args.token),
    outboxMessages: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      if (!user.isSuperUser) throw new HttpProblem(403, 'Only a super user can read the outbox', 'FORBIDDEN');
      const limit = Math.min(Math.max(args.limit ?? 50, 1), 200);
      const rows = await listOutbox(ctx.db, { recipient: args.recipient ?? null, limit });
      return rows.map((m) => ({
        id: m.id,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      }));
    },
  },
  Mutation: {
    register: async (_parent, args, ctx) =>
      loginResult(
        await register(
          ctx,
          {
            token: args.token,
            forename: args.forename,
            surname: args.surname,
            password: args.password,
            passwordConfirmation: args.passwordConfirmation,
          },
          auditInfo(ctx),
        ),
      ),
    requestPasswordReset: async (_parent, args, ctx) => requestPasswordReset(ctx, args.email),
    resetPassword: async (_parent, args, ctx) =>
      resetPassword(ctx, {
        token: args.token,
        password: args.password,
        passwordConfirmation: args.passwordConfirmation,
      }),
    setTwoFactorMandate: async (_parent, args, ctx) =>
      setTwoFactorMandate(ctx, requireUser(ctx.user), parseId(args.wcmsId, 'wcmsId'), args.method ?? null),
    resetTwoFactor: async (_parent, args, ctx) =>
      resetTwoFactorFor(ctx, requireUser(ctx.user), parseId(args.wcmsId, 'wcmsId'), parseId(args.userId, 'userId')),
  },
};
