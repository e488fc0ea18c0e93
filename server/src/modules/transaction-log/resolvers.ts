import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { forbidden } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { canActFor, canManage, parseId, requireUser } from '../users/index.js';
import { listTransactions, recordTransactions, type TransactionRow } from './service.js';

const entry = (row: TransactionRow) => ({
  id: String(row.id),
  wcmsId: row.wcmsId === null ? null : String(row.wcmsId),
  method: row.method,
  request: row.request,
  response: row.response,
  success: row.success,
  responseTimeMilliseconds: row.responseTimeMilliseconds,
  error: row.error,
  apiId: row.apiId,
  clientVersion: row.clientVersion,
  numAttachments: row.numAttachments,
  createdAt: row.createdAt.toISOString(),
});

export const transactionLogResolvers: Resolvers = {
  Query: {
    transactionLog: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      if (!(await canManage(ctx.db, user, wcmsId))) throw forbidden();
      return (await listTransactions(ctx.db, wcmsId, args.first ?? 100)).map(entry);
    },
  },
  Mutation: {
    // spec §7 recordIm1Transaction(input): one clinical (IM1) host call and its result
    recordIm1Transaction: async (_parent, { input }, ctx) => {
      const user = requireUser(ctx.user);
      const wcmsId = input.wcmsId == null ? null : parseId(input.wcmsId, 'wcmsId');
      if (wcmsId !== null && !(await canActFor(ctx.db, user, wcmsId))) throw forbidden();
      const method = input.method.trim();
      if (!method || method.length > 64) throw validationFailed({ method: 'Enter the host call, up to 64 characters' });
      const [row] = await recordTransactions(ctx.db, [
        {
          wcmsId,
          userId: user.userId,
          channel: 'im1',
          method,
          request: input.request ?? null,
          response: input.response ?? null,
          success: input.success,
          responseTimeMilliseconds: input.responseTimeMilliseconds ?? null,
          error: input.error ?? null,
          apiId: input.apiId ?? null,
          clientVersion: input.clientVersion ?? null,
          numAttachments: input.numAttachments ?? null,
          createdAt: ctx.clock.now(),
        },
      ]);
      return entry(row!);
    },
  },
};
