import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { createGroup, listConsoleGroups, renameGroup, setGroupActive, setGroupMembers, shareGroup } from './console.js';

/** The console Groups area: basic settings (README, spec §6). */
export const GROUPS_AREA_LEVEL = 'basic' as const;

const caller = (ctx: Parameters<typeof requireConsoleAccess>[0], wcmsId: string) =>
  requireConsoleAccess(ctx, parseId(wcmsId, 'wcmsId'), GROUPS_AREA_LEVEL);

export const groupConsoleResolvers: Resolvers = {
  Query: {
    consoleGroups: async (_parent, args, ctx) => listConsoleGroups(ctx, (await caller(ctx, args.wcmsId)).wcmsId),
  },
  Mutation: {
    createGroup: async (_parent, args, ctx) => createGroup(ctx, await caller(ctx, args.wcmsId), args.name),
    renameGroup: async (_parent, args, ctx) =>
      renameGroup(ctx, await caller(ctx, args.wcmsId), parseId(args.groupId, 'groupId'), args.name),
    setGroupActive: async (_parent, args, ctx) =>
      setGroupActive(ctx, await caller(ctx, args.wcmsId), parseId(args.groupId, 'groupId'), args.active),
    setGroupMembers: async (_parent, args, ctx) =>
      setGroupMembers(
        ctx,
        await caller(ctx, args.wcmsId),
        parseId(args.groupId, 'groupId'),
        args.userIds.map((id) => parseId(id, 'userIds')),
      ),
    shareGroup: async (_parent, args, ctx) =>
      shareGroup(
        ctx,
        await caller(ctx, args.wcmsId),
        parseId(args.groupId, 'groupId'),
        args.organisationIds.map((id) => parseId(id, 'organisationIds')),
      ),
  },
};
