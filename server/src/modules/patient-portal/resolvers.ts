import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import {
  createCategory,
  createService,
  deleteCategory,
  deleteService,
  guestPortal,
  moveCategory,
  moveService,
  portalSettings,
  renameCategory,
  setPharmacyConditions,
  updateService,
} from './service.js';

/** The console Patient portal area: basic settings (README). */
export const PATIENT_PORTAL_AREA_LEVEL = 'basic' as const;

const caller = (ctx: Parameters<typeof requireConsoleAccess>[0], wcmsId: string) =>
  requireConsoleAccess(ctx, parseId(wcmsId, 'wcmsId'), PATIENT_PORTAL_AREA_LEVEL);

export const patientPortalResolvers: Resolvers = {
  Query: {
    portalSettings: async (_p, args, ctx) => portalSettings(ctx, (await caller(ctx, args.wcmsId)).wcmsId),
    // noAuth: the practice's public page (app.ts MAIN_PUBLIC_FIELDS)
    patientPortal: async (_p, args, ctx) =>
      guestPortal(ctx, parseId(args.wcmsId, 'wcmsId'), ctx.config.pharmacyBookingUrl),
  },
  Mutation: {
    createPortalCategory: async (_p, args, ctx) => {
      const c = await caller(ctx, args.wcmsId);
      return createCategory(ctx, c.wcmsId, c.userId, args.title);
    },
    renamePortalCategory: async (_p, args, ctx) => {
      const c = await caller(ctx, args.wcmsId);
      return renameCategory(ctx, c.wcmsId, c.userId, parseId(args.categoryId, 'categoryId'), args.title);
    },
    deletePortalCategory: async (_p, args, ctx) =>
      deleteCategory(ctx, (await caller(ctx, args.wcmsId)).wcmsId, parseId(args.categoryId, 'categoryId')),
    movePortalCategory: async (_p, args, ctx) =>
      moveCategory(
        ctx,
        (await caller(ctx, args.wcmsId)).wcmsId,
        parseId(args.categoryId, 'categoryId'),
        args.direction,
      ),
    createPortalService: async (_p, args, ctx) =>
      createService(ctx, (await caller(ctx, args.wcmsId)).wcmsId, parseId(args.categoryId, 'categoryId'), args.input),
    updatePortalService: async (_p, args, ctx) =>
      updateService(ctx, (await caller(ctx, args.wcmsId)).wcmsId, parseId(args.serviceId, 'serviceId'), args.input),
    deletePortalService: async (_p, args, ctx) =>
      deleteService(ctx, (await caller(ctx, args.wcmsId)).wcmsId, parseId(args.serviceId, 'serviceId')),
    movePortalService: async (_p, args, ctx) =>
      moveService(ctx, (await caller(ctx, args.wcmsId)).wcmsId, parseId(args.serviceId, 'serviceId'), args.direction),
    setPharmacyConditions: async (_p, args, ctx) => {
      const c = await caller(ctx, args.wcmsId);
      return setPharmacyConditions(ctx, c.wcmsId, c.userId, args.conditions);
    },
  },
};
