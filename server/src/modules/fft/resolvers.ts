import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { readFftSettings, saveFftSettings } from './service.js';

/** The console FFT area: basic settings (src/pages/console/README.md). */
export const FFT_AREA_LEVEL = 'basic' as const;

export const fftResolvers: Resolvers = {
  Query: {
    fftSettings: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), FFT_AREA_LEVEL);
      return readFftSettings(ctx.db, caller.wcmsId);
    },
  },
  Mutation: {
    saveFftSettings: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), FFT_AREA_LEVEL);
      return saveFftSettings(ctx.db, ctx.clock, caller.wcmsId, args.input);
    },
  },
};
