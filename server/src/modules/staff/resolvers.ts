import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { inviteStaffMember, listStaff, removeStaffMember, shareStaffMember, updateStaffMember } from './service.js';

/** The console Staff area: advanced settings (README, spec §6). */
export const STAFF_AREA_LEVEL = 'advanced' as const;

const caller = (ctx: Parameters<typeof requireConsoleAccess>[0], wcmsId: string) =>
  requireConsoleAccess(ctx, parseId(wcmsId, 'wcmsId'), STAFF_AREA_LEVEL);

export const staffResolvers: Resolvers = {
  Query: {
    consoleStaff: async (_parent, args, ctx) => listStaff(ctx, (await caller(ctx, args.wcmsId)).wcmsId),
  },
  Mutation: {
    inviteStaffMember: async (_parent, args, ctx) => inviteStaffMember(ctx, await caller(ctx, args.wcmsId), args.input),
    updateStaffMember: async (_parent, args, ctx) =>
      updateStaffMember(ctx, await caller(ctx, args.wcmsId), parseId(args.userId, 'userId'), args.input),
    shareStaffMember: async (_parent, args, ctx) =>
      shareStaffMember(
        ctx,
        await caller(ctx, args.wcmsId),
        parseId(args.userId, 'userId'),
        args.organisationIds.map((id) => parseId(id, 'organisationIds')),
      ),
    removeStaffMember: async (_parent, args, ctx) =>
      removeStaffMember(ctx, await caller(ctx, args.wcmsId), parseId(args.userId, 'userId')),
  },
};
