import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { HttpProblem } from '../../errors.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess, CONSOLE_NOT_ALLOWED } from '../console/index.js';
import { requireClinicalAccess } from '../clinical-system/index.js';
import { deleteWaitingArea, listArrivalSettings, saveWaitingArea } from './console.js';
import { deleteStaffSchedule, saveStaffSchedule } from './console-schedules.js';
import { deleteTouchscreen, saveTouchscreen, touchscreenById } from './console-touchscreens.js';
import {
  deleteNewsItem,
  deleteTvScreen,
  listCallScreenSettings,
  saveNewsItem,
  saveTvScreen,
} from './console-call-screens.js';
import { generateSharingCode, joinSharedTouchscreen, removeTouchscreenShare } from './sharing.js';
import { arrivedPatients, callArrivedPatient } from './staff.js';

/** Console areas appointment-arrivals and patient-call-screens: basic settings (README table). */
export const ARRIVALS_AREA_LEVEL = 'basic' as const;

type Ctx = Parameters<typeof requireConsoleAccess>[0];

/** spec §2: appointment arrivals are offered only where the organisation has a clinical system. */
async function arrivalsCaller(ctx: Ctx, wcmsId: string) {
  const caller = await requireConsoleAccess(ctx, parseId(wcmsId, 'wcmsId'), ARRIVALS_AREA_LEVEL);
  if (caller.clinicalSystem === 'na' || caller.clinicalSystem === 'unknown') {
    throw new HttpProblem(403, CONSOLE_NOT_ALLOWED, 'FORBIDDEN');
  }
  return caller;
}
const screensCaller = (ctx: Ctx, wcmsId: string) =>
  requireConsoleAccess(ctx, parseId(wcmsId, 'wcmsId'), ARRIVALS_AREA_LEVEL);
const optionalId = (id: string | null | undefined, field: string) => (id == null ? null : parseId(id, field));

export const arrivalResolvers: Resolvers = {
  Query: {
    consoleArrivals: async (_p, args, ctx) =>
      listArrivalSettings(ctx.db, (await arrivalsCaller(ctx, args.wcmsId)).wcmsId),
    consoleCallScreens: async (_p, args, ctx) =>
      listCallScreenSettings(ctx.db, (await screensCaller(ctx, args.wcmsId)).wcmsId),
    arrivedPatients: async (_p, args, ctx) => {
      const caller = await requireClinicalAccess(ctx, parseId(args.wcmsId, 'wcmsId'));
      return arrivedPatients(ctx, caller.wcmsId, caller.userId);
    },
  },
  Mutation: {
    saveWaitingArea: async (_p, args, ctx) => {
      const { wcmsId } = await arrivalsCaller(ctx, args.wcmsId);
      return saveWaitingArea(ctx.db, wcmsId, optionalId(args.id, 'id'), args.input);
    },
    deleteWaitingArea: async (_p, args, ctx) => {
      const { wcmsId } = await arrivalsCaller(ctx, args.wcmsId);
      return deleteWaitingArea(ctx.db, wcmsId, parseId(args.id, 'id'));
    },
    saveStaffSchedule: async (_p, args, ctx) => {
      const { wcmsId } = await arrivalsCaller(ctx, args.wcmsId);
      return saveStaffSchedule(ctx.db, wcmsId, optionalId(args.id, 'id'), {
        ...args.input,
        waitingAreaId: optionalId(args.input.waitingAreaId, 'waitingAreaId'),
      });
    },
    deleteStaffSchedule: async (_p, args, ctx) => {
      const { wcmsId } = await arrivalsCaller(ctx, args.wcmsId);
      return deleteStaffSchedule(ctx.db, wcmsId, parseId(args.id, 'id'));
    },
    saveTouchscreen: async (_p, args, ctx) => {
      const { wcmsId } = await arrivalsCaller(ctx, args.wcmsId);
      return saveTouchscreen(ctx.db, wcmsId, optionalId(args.id, 'id'), args.input);
    },
    deleteTouchscreen: async (_p, args, ctx) => {
      const { wcmsId } = await arrivalsCaller(ctx, args.wcmsId);
      return deleteTouchscreen(ctx.db, wcmsId, parseId(args.id, 'id'));
    },
    generateTouchscreenSharingCode: async (_p, args, ctx) => {
      const { wcmsId } = await arrivalsCaller(ctx, args.wcmsId);
      const id = parseId(args.id, 'id');
      await generateSharingCode(ctx.db, wcmsId, id);
      return touchscreenById(ctx.db, wcmsId, id);
    },
    joinSharedTouchscreen: async (_p, args, ctx) => {
      const { wcmsId } = await arrivalsCaller(ctx, args.wcmsId);
      return joinSharedTouchscreen(ctx.db, wcmsId, ctx.user?.userId ?? null, args.sharingCode, ctx.clock.now());
    },
    removeTouchscreenShare: async (_p, args, ctx) => {
      const { wcmsId } = await arrivalsCaller(ctx, args.wcmsId);
      const id = parseId(args.touchscreenId, 'touchscreenId');
      await removeTouchscreenShare(ctx.db, wcmsId, id, parseId(args.organisationId, 'organisationId'));
      return touchscreenById(ctx.db, wcmsId, id);
    },
    saveTvScreen: async (_p, args, ctx) => {
      const { wcmsId } = await screensCaller(ctx, args.wcmsId);
      const saved = await saveTvScreen(ctx.db, wcmsId, optionalId(args.id, 'id'), args.input);
      ctx.realtime.callScreens?.(wcmsId);
      return saved;
    },
    deleteTvScreen: async (_p, args, ctx) => {
      const { wcmsId } = await screensCaller(ctx, args.wcmsId);
      return deleteTvScreen(ctx.db, wcmsId, parseId(args.id, 'id'));
    },
    saveNewsItem: async (_p, args, ctx) => {
      const { wcmsId } = await screensCaller(ctx, args.wcmsId);
      const saved = await saveNewsItem(ctx.db, wcmsId, optionalId(args.id, 'id'), {
        text: args.input.text,
        expiresOn: args.input.expiresOn ?? null,
        screenIds: args.input.screenIds.map((s) => parseId(s, 'screenIds')),
      });
      ctx.realtime.callScreens?.(wcmsId);
      return saved;
    },
    deleteNewsItem: async (_p, args, ctx) => {
      const { wcmsId } = await screensCaller(ctx, args.wcmsId);
      const id = await deleteNewsItem(ctx.db, wcmsId, parseId(args.id, 'id'));
      ctx.realtime.callScreens?.(wcmsId);
      return id;
    },
    callArrivedPatient: async (_p, args, ctx) => {
      const caller = await requireClinicalAccess(ctx, parseId(args.wcmsId, 'wcmsId'));
      return callArrivedPatient(ctx, caller.wcmsId, caller.userId, parseId(args.arrivalId, 'arrivalId'));
    },
  },
};
