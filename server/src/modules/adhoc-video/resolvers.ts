import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { completeAdhocVideo, startAdhocVideo } from './service.js';

export const adhocVideoResolvers: Resolvers = {
  Mutation: {
    // spec §7: startAdhocVideo(id) returns patientDetails; it also sends the guest invitation (SMS)
    startAdhocVideo: async (_parent, args, ctx) => startAdhocVideo(ctx, parseId(args.id, 'id')),
    // spec §7: completeAdhocVideo(id) returns id
    completeAdhocVideo: async (_parent, args, ctx) => {
      const row = await completeAdhocVideo(ctx, parseId(args.id, 'id'));
      return { id: String(row.id) };
    },
  },
};
