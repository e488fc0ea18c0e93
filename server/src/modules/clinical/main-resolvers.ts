import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { forbidden } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { canActFor, canManage, parseId, requireUser } from '../users/index.js';
import { listClinicalStaffMembers } from './directory.js';
import { CLINICAL_MESSAGES } from './rules.js';
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
      // Only a member of the organisation's own clinical staff can be the default: an unknown id would make every
      // attach by a non-attaching sender fail later, in the clinical system, with no one watching.
      const staff = await listClinicalStaffMembers(ctx.db, wcmsId);
      if (!staff.some((member) => member.clinicalStaffId === input.staffId.trim()))
        throw validationFailed({ staffId: CLINICAL_MESSAGES.unknownAttachStaff });
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
