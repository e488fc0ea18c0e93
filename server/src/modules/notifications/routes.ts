import type { RestHandlers } from '../../rest/types.js';
import { requireNotificationsAccess } from './resolvers.js';
import { markStaffNotificationsRead } from './service.js';

export const notificationRoutes: RestHandlers = {
  // PUT staff-notifications/wcms_id/{wcms_id}/read: the caller's own, by id, or all when ids is empty
  markStaffNotificationsRead: async ({ params, body, ctx }) => {
    const user = await requireNotificationsAccess(ctx, params.wcms_id);
    return {
      status: 200,
      body: { updated: await markStaffNotificationsRead(ctx.db, params.wcms_id, user.userId, body.ids) },
    };
  },
};
