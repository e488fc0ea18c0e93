import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { requireMessagesAccess } from '../messages/index.js';
import {
  careNavigateToOrganisation,
  decideAgreement,
  endAgreement,
  listAgreements,
  navigationFor,
  proposeAgreement,
  recordSharingConsent,
} from './service.js';

/**
 * Data sharing agreements let requests, with patient data, leave the practice: advanced, like external recipients
 * (console README). The recipient's manager decides in the same area of their own organisation's console.
 */
export const DATA_SHARING_LEVEL = 'advanced' as const;

type Ctx = Parameters<typeof requireConsoleAccess>[0];
const consoleCaller = (ctx: Ctx, wcmsId: string) =>
  requireConsoleAccess(ctx, parseId(wcmsId, 'wcmsId'), DATA_SHARING_LEVEL);

export const dataSharingResolvers: Resolvers = {
  Query: {
    consoleDataSharingAgreements: async (_parent, args, ctx) => {
      const c = await consoleCaller(ctx, args.wcmsId);
      return listAgreements(ctx.db, c.wcmsId);
    },
    crossOrganisationNavigation: async (_parent, args, ctx) => {
      const c = await requireMessagesAccess(ctx, parseId(args.wcmsId, 'wcmsId'));
      return navigationFor(ctx.db, c.wcmsId, parseId(args.requestId, 'requestId'));
    },
  },
  Mutation: {
    proposeDataSharingAgreement: async (_parent, args, ctx) => {
      const c = await consoleCaller(ctx, args.wcmsId);
      return proposeAgreement(ctx.db, c, args.recipientWcmsId, ctx.clock.now());
    },
    decideDataSharingAgreement: async (_parent, args, ctx) => {
      const c = await consoleCaller(ctx, args.wcmsId);
      return decideAgreement(ctx.db, c, parseId(args.agreementId, 'agreementId'), args.decision, ctx.clock.now());
    },
    endDataSharingAgreement: async (_parent, args, ctx) => {
      const c = await consoleCaller(ctx, args.wcmsId);
      return endAgreement(ctx.db, c, parseId(args.agreementId, 'agreementId'), ctx.clock.now());
    },
    recordSharingConsent: async (_parent, args, ctx) => {
      const c = await requireMessagesAccess(ctx, parseId(args.wcmsId, 'wcmsId'));
      return recordSharingConsent(ctx, c, parseId(args.requestId, 'requestId'), args.consent);
    },
    careNavigateToOrganisation: async (_parent, args, ctx) => {
      const c = await requireMessagesAccess(ctx, parseId(args.wcmsId, 'wcmsId'));
      return careNavigateToOrganisation(
        ctx,
        c,
        parseId(args.requestId, 'requestId'),
        parseId(args.groupId, 'groupId'),
        args.overrideReason ?? null,
      );
    },
  },
};
