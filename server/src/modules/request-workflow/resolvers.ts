import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import {
  organisationAdminQueryTypes,
  organisationOutcomes,
  saveAdminQueryTypes,
  saveOutcomes,
  saveTranslationEnabled,
  translationEnabled,
} from './service.js';

/** Outcomes, admin queries and translation are day-to-day settings a team keeps up: basic (console README). */
export const REQUEST_WORKFLOW_LEVEL = 'basic' as const;

const caller = (ctx: Parameters<typeof requireConsoleAccess>[0], wcmsId: string) =>
  requireConsoleAccess(ctx, parseId(wcmsId, 'wcmsId'), REQUEST_WORKFLOW_LEVEL);

export const requestWorkflowResolvers: Resolvers = {
  Query: {
    consoleOutcomes: async (_parent, args, ctx) =>
      organisationOutcomes(ctx.db, (await caller(ctx, args.wcmsId)).wcmsId),
    consoleAdminQueryTypes: async (_parent, args, ctx) =>
      organisationAdminQueryTypes(ctx.db, (await caller(ctx, args.wcmsId)).wcmsId),
    consoleTranslation: async (_parent, args, ctx) => {
      const { wcmsId } = await caller(ctx, args.wcmsId);
      return { wcmsId: String(wcmsId), enabled: await translationEnabled(ctx.db, wcmsId) };
    },
  },
  Mutation: {
    saveOutcomes: async (_parent, args, ctx) => {
      const c = await caller(ctx, args.wcmsId);
      return saveOutcomes(ctx.db, c.wcmsId, args.outcomes, { userId: c.userId, now: ctx.clock.now() });
    },
    saveAdminQueryTypes: async (_parent, args, ctx) => {
      const c = await caller(ctx, args.wcmsId);
      return saveAdminQueryTypes(ctx.db, c.wcmsId, args.adminQueryTypes, { userId: c.userId, now: ctx.clock.now() });
    },
    saveTranslationSettings: async (_parent, args, ctx) => {
      const c = await caller(ctx, args.wcmsId);
      const enabled = await saveTranslationEnabled(ctx.db, c.wcmsId, args.enabled, {
        userId: c.userId,
        now: ctx.clock.now(),
      });
      return { wcmsId: String(c.wcmsId), enabled };
    },
  },
};
