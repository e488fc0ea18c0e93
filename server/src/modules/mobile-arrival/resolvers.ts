import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { HttpProblem } from '../../errors.js';
import { parseId } from '../users/index.js';
import { CONSOLE_NOT_ALLOWED, requireConsoleAccess } from '../console/index.js';
import { getMobileArrivalSettings, saveMobileArrivalSettings } from './service.js';

/** Console area mobile-arrival: basic settings, like the rest of appointment arrivals (README table). */
export const MOBILE_ARRIVAL_AREA_LEVEL = 'basic' as const;

/** spec §2: appointment arrivals (mobile arrival among them) are offered only where there is a clinical system. */
async function caller(ctx: Parameters<typeof requireConsoleAccess>[0], wcmsId: string) {
  const found = await requireConsoleAccess(ctx, parseId(wcmsId, 'wcmsId'), MOBILE_ARRIVAL_AREA_LEVEL);
  if (found.clinicalSystem === 'na' || found.clinicalSystem === 'unknown') {
    throw new HttpProblem(403, CONSOLE_NOT_ALLOWED, 'FORBIDDEN');
  }
  return found;
}

export const mobileArrivalResolvers: Resolvers = {
  Query: {
    mobileArrivalSettings: async (_p, args, ctx) =>
      getMobileArrivalSettings(ctx.db, (await caller(ctx, args.wcmsId)).wcmsId, ctx.config.mapTilesUrl ?? null),
  },
  Mutation: {
    saveMobileArrivalSettings: async (_p, args, ctx) => {
      const found = await caller(ctx, args.wcmsId);
      return saveMobileArrivalSettings(
        ctx.db,
        found,
        {
          enabled: args.input.enabled,
          infoMessage: args.input.infoMessage ?? null,
          locations: args.input.locations.map((l) => ({
            appointmentLocation: l.appointmentLocation ?? null,
            latitude: l.latitude ?? null,
            longitude: l.longitude ?? null,
            distanceMetres: l.distanceMetres ?? null,
          })),
        },
        ctx.clock.now(),
        ctx.config.mapTilesUrl ?? null,
      );
    },
  },
};
