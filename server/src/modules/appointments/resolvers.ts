import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import {
  requireClinicalAccess,
  availableAppointments,
  bookAppointment,
  listAppointmentOwners,
  listSlotTypes,
  listStaff,
  patientAppointments,
  staffAppointments,
} from '../clinical-system/index.js';

export const appointmentResolvers: Resolvers = {
  Query: {
    getStaff: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      return listStaff(ctx.db, wcmsId);
    },
    getAppointmentOwners: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      return listAppointmentOwners(ctx.db, wcmsId);
    },
    getAppointmentSlotTypes: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      return listSlotTypes(ctx.db, wcmsId);
    },
    getAvailableAppointments: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      return availableAppointments(
        ctx.db,
        wcmsId,
        {
          startTime: new Date(args.startTime),
          endTime: new Date(args.endTime),
          staffIds: args.staffIds ?? null,
          slotTypeIds: args.slotTypeIds ?? null,
          includePast: args.includePast ?? false,
        },
        ctx.clock.now(),
      );
    },
    getStaffAppointments: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      return staffAppointments(ctx.db, wcmsId, {
        startTime: new Date(args.startTime),
        endTime: new Date(args.endTime),
        staffId: String(args.staffId),
      });
    },
    getPatientAppointments: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      return patientAppointments(ctx.db, wcmsId, args.nhsNumber, ctx.clock.now());
    },
  },
  Mutation: {
    bookAppointment: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      const caller = await requireClinicalAccess(ctx, wcmsId);
      return bookAppointment(
        ctx.db,
        wcmsId,
        {
          appointmentId: parseId(args.appointmentId, 'appointmentId'),
          nhsNumber: args.nhsNumber,
          duration: args.duration ?? null,
          type: args.type ?? null,
          bookedBy: caller.userId,
        },
        ctx.clock.now(),
      );
    },
  },
};
