import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import {
  organisationConfirmationMessages,
  organisationServiceHours,
  saveConfirmationMessages,
  saveServiceHours,
} from './service.js';
import { isInHours } from '@contracts/rules/service-hours.js';

/** Service hours and confirmation messages are day-to-day settings a team keeps up: basic (console README). */
export const SERVICE_HOURS_LEVEL = 'basic' as const;

const caller = (ctx: Parameters<typeof requireConsoleAccess>[0], wcmsId: string) =>
  requireConsoleAccess(ctx, parseId(wcmsId, 'wcmsId'), SERVICE_HOURS_LEVEL);

export const serviceHoursResolvers: Resolvers = {
  Query: {
    consoleServiceHours: async (_parent, args, ctx) => {
      const { wcmsId } = await caller(ctx, args.wcmsId);
      const days = await organisationServiceHours(ctx.db, wcmsId);
      return { wcmsId: String(wcmsId), days, inHoursNow: isInHours(days, ctx.clock.now()) };
    },
    consoleConfirmationMessages: async (_parent, args, ctx) => {
      const { wcmsId } = await caller(ctx, args.wcmsId);
      return { wcmsId: String(wcmsId), ...(await organisationConfirmationMessages(ctx.db, wcmsId)) };
    },
  },
  Mutation: {
    saveServiceHours: async (_parent, args, ctx) => {
      const c = await caller(ctx, args.wcmsId);
      const now = ctx.clock.now();
      const given = args.days.map((d) => ({ day: d.day, start: d.start ?? null, finish: d.finish ?? null }));
      const days = await saveServiceHours(ctx.db, c.wcmsId, given, { userId: c.userId, now });
      return { wcmsId: String(c.wcmsId), days, inHoursNow: isInHours(days, now) };
    },
    saveConfirmationMessages: async (_parent, args, ctx) => {
      const c = await caller(ctx, args.wcmsId);
      const messages = await saveConfirmationMessages(ctx.db, c.wcmsId, args.messages, {
        userId: c.userId,
        now: ctx.clock.now(),
      });
      return { wcmsId: String(c.wcmsId), ...messages };
    },
  },
};
