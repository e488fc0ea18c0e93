import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireClinicalAccess } from '../clinical-system/index.js';
import { listBookingLinks, sendBookingLink } from './service.js';

/** Staff side: members of the organisation other than the super role (spec §6: the outbound area). */
export const bookingLinkResolvers: Resolvers = {
  Query: {
    bookingLinks: async (_p, args, ctx) => {
      const caller = await requireClinicalAccess(ctx, parseId(args.wcmsId, 'wcmsId'));
      return listBookingLinks(ctx.db, caller.wcmsId, ctx.clock.now());
    },
  },
  Mutation: {
    sendBookingLink: async (_p, args, ctx) => {
      const caller = await requireClinicalAccess(ctx, parseId(args.wcmsId, 'wcmsId'));
      return sendBookingLink(
        { db: ctx.db, clock: ctx.clock, messaging: ctx.messaging, publicUrl: ctx.config.publicUrl },
        caller.wcmsId,
        caller.userId,
        {
          nhsNumber: args.input.nhsNumber,
          mobile: args.input.mobile,
          slotTypeId: String(args.input.slotTypeId),
          staffId: String(args.input.staffId),
          location: args.input.location,
          practice: args.input.practice,
          expiresOn: args.input.expiresOn,
        },
      );
    },
  },
};
