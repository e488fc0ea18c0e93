import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import {
  requireClinicalAccess,
  getPatientById,
  prefillPatientIdCache,
  searchPatients,
  ukToday,
} from '../clinical-system/index.js';

export const patientResolvers: Resolvers = {
  Query: {
    searchPatient: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      return searchPatients(ctx.db, wcmsId, args.searchParameters, ukToday(ctx.clock.now()));
    },
    getPatient: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      return getPatientById(ctx.db, wcmsId, String(args.id).trim());
    },
  },
  Mutation: {
    prefillPatientIdCache: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      return prefillPatientIdCache(ctx.db, wcmsId, args.nhsNumber, ctx.clock.now());
    },
  },
};
