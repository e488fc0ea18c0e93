import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { forbidden } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { canActFor, canManage, parseId, requireUser } from '../users/index.js';
import { getDefaultAttachStaff, setDefaultAttachStaff } from './service.js';

const view = (row: NonNullable<Awaited<ReturnType<typeof getDefaultAttachStaff>>>) => ({
  id: String(row.id),
  wcmsId: String(row.wcmsId),
  staffId: row.staffId,
  staffGuid: row.staffGuid,
  name: row.name,
  clinicalSystem: row.clinicalSystem,
  vixieVersion: row.vixieVersion,
});

/** Main-API attach settings: the default attach staff (spec §3, §6 canAttach false). */
export const attachStaffResolvers: Resolvers = {
  Query: {
    defaultAttachStaff: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      if (!(await canActFor(ctx.db, user, wcmsId))) throw forbidden();
      const row = await getDefaultAttachStaff(ctx.db, wcmsId);
      return row && view(row);
    },
  },
  Mutation: {
    updateDefaultAttachStaff: async (_parent, { input }, ctx) => {
      const user = requireUser(ctx.user);
      const wcmsId = parseId(input.wcmsId, 'wcmsId');
      if (!(await canManage(ctx.db, user, wcmsId))) throw forbidden();
      const errors: Record<string, string> = {};
      if (!input.staffId.trim()) errors.staffId = 'Enter the staff id';
      if (!input.staffGuid.trim()) errors.staffGuid = 'Enter the staff GUID';
      if (!input.name.trim()) errors.name = 'Enter the staff name';
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const row = await setDefaultAttachStaff(ctx.db, {
        wcmsId,
        clinicalSystem: input.clinicalSystem,
        staffId: input.staffId.trim(),
        staffGuid: input.staffGuid.trim(),
        name: input.name.trim(),
        vixieVersion: input.vixieVersion ?? null,
      });
      return view(row);
    },
  },
};
