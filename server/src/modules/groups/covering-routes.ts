import type { RestHandlers } from '../../rest/types.js';
import { requireStaffArea } from '../users/index.js';
import { listCovering, setCovering } from './service.js';

/** spec §6 Covering over REST: the signed-in member's own groups, read and set. */
export const coveringRoutes: RestHandlers = {
  // spec §6 Covering: the signed-in member's own groups at one organisation (staff areas only, not role super)
  getMyCovering: async ({ params, ctx }) => {
    const caller = await requireStaffArea(ctx, params.wcms_id, 'You do not have access to this page');
    return { status: 200, body: { groups: await listCovering(ctx.db, caller.wcmsId, caller.userId) } };
  },

  updateMyCovering: async ({ params, body, ctx }) => {
    const caller = await requireStaffArea(ctx, params.wcms_id, 'You do not have access to this page');
    return { status: 200, body: { groups: await setCovering(ctx.db, caller.wcmsId, caller.userId, body.group_ids) } };
  },
};
