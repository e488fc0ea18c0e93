import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId, requireUser, requireStaffArea } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate, type TemplateOwner } from './service.js';

/** The console Organisation templates area: basic settings (spec §2, README). */
export const ORGANISATION_TEMPLATES_AREA_LEVEL = 'basic' as const;
const NO_ACCESS = 'You do not have access to this page';

const organisation = async (ctx: Parameters<typeof requireConsoleAccess>[0], wcmsId: string) => {
  const caller = await requireConsoleAccess(ctx, parseId(wcmsId, 'wcmsId'), ORGANISATION_TEMPLATES_AREA_LEVEL);
  return { caller, owner: { kind: 'organisation', wcmsId: caller.wcmsId } as TemplateOwner };
};

/** Personal templates belong to the signed-in staff member; a super user has none (spec §6: no staff areas). */
const personal = (ctx: { user: Parameters<typeof requireUser>[0] }) => {
  const user = requireUser(ctx.user);
  return { userId: user.userId, owner: { kind: 'personal', userId: user.userId } as TemplateOwner };
};

export const templateResolvers: Resolvers = {
  Query: {
    personalTemplates: async (_p, _a, ctx) => listTemplates(ctx, personal(ctx).owner),
    organisationTemplates: async (_p, args, ctx) => listTemplates(ctx, (await organisation(ctx, args.wcmsId)).owner),
    composerTemplates: async (_p, args, ctx) => {
      const caller = await requireStaffArea(ctx, parseId(args.wcmsId, 'wcmsId'), NO_ACCESS);
      return [
        ...(await listTemplates(ctx, { kind: 'personal', userId: caller.userId })),
        ...(await listTemplates(ctx, { kind: 'organisation', wcmsId: caller.wcmsId })),
      ];
    },
  },
  Mutation: {
    createPersonalTemplate: async (_p, args, ctx) => {
      const me = personal(ctx);
      return createTemplate(ctx, me.owner, me.userId, args.input);
    },
    updatePersonalTemplate: async (_p, args, ctx) => {
      const me = personal(ctx);
      return updateTemplate(ctx, me.owner, me.userId, parseId(args.id, 'id'), args.input);
    },
    deletePersonalTemplate: async (_p, args, ctx) => deleteTemplate(ctx, personal(ctx).owner, parseId(args.id, 'id')),
    createOrganisationTemplate: async (_p, args, ctx) => {
      const { caller, owner } = await organisation(ctx, args.wcmsId);
      return createTemplate(ctx, owner, caller.userId, args.input);
    },
    updateOrganisationTemplate: async (_p, args, ctx) => {
      const { caller, owner } = await organisation(ctx, args.wcmsId);
      return updateTemplate(ctx, owner, caller.userId, parseId(args.id, 'id'), args.input);
    },
    deleteOrganisationTemplate: async (_p, args, ctx) =>
      deleteTemplate(ctx, (await organisation(ctx, args.wcmsId)).owner, parseId(args.id, 'id')),
  },
};
