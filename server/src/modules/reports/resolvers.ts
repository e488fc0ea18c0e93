import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { buildReport } from './service.js';
import { sendStaffFeedback } from './feedback.js';

/**
 * Reports are a basic console area (src/pages/console/README.md): day-to-day figures a practice manager or
 * reception lead reads; they change nothing and show no patient identifiers.
 */
export const REPORTS_AREA_LEVEL = 'basic' as const;

export const reportResolvers: Resolvers = {
  Query: {
    report: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), REPORTS_AREA_LEVEL);
      const report = await buildReport(ctx.db, caller.wcmsId, args.tab, args.from, args.to, args.search ?? null);
      return { ...report, comments: report.comments.map((c) => ({ ...c, at: c.at.toISOString() })) };
    },
  },
  Mutation: {
    sendFeedback: async (_parent, args, ctx) =>
      sendStaffFeedback(ctx, parseId(args.wcmsId, 'wcmsId'), args.page, args.comment),
  },
};
