import type { RestHandlers } from '../../rest/types.js';
import { forbidden } from '../../errors.js';
import { canActFor, requireUser } from '../users/index.js';
import { listClinicalStaffMembers } from './directory.js';
import { getDefaultAttachStaff } from './service.js';

export const clinicalRoutes: RestHandlers = {
  // spec §7 clinical staff lookup by organisation: who may attach to the record themselves (canAttach), and the
  // default attach staff everyone else attaches under (spec §6)
  listClinicalStaff: async ({ params, ctx }) => {
    const user = requireUser(ctx.user);
    if (!(await canActFor(ctx.db, user, params.wcms_id))) throw forbidden();
    const [staff, fallback] = await Promise.all([
      listClinicalStaffMembers(ctx.db, params.wcms_id),
      getDefaultAttachStaff(ctx.db, params.wcms_id),
    ]);
    return {
      status: 200,
      body: {
        _embedded: { clinical_staff: staff },
        default_attach_staff: fallback && {
          staffId: fallback.staffId,
          staffGuid: fallback.staffGuid,
          name: fallback.name,
          clinicalSystem: fallback.clinicalSystem,
        },
      },
    };
  },
};
