import type { RestHandlers } from '../../rest/types.js';
import { requireConsoleArea } from '../client-settings/index.js';
import { getEmailNotificationSettings, saveEmailNotificationSettings } from './service.js';

/** Console area email-notifications: basic (an address for the practice's own mailbox, no patient data). */
export const EMAIL_NOTIFICATIONS_LEVEL = 'basic' as const;

export const emailNotificationRoutes: RestHandlers = {
  getEmailNotificationSettings: async ({ params, ctx }) => {
    await requireConsoleArea(ctx, params.wcms_id, EMAIL_NOTIFICATIONS_LEVEL);
    return { status: 200, body: await getEmailNotificationSettings(ctx.db, params.wcms_id) };
  },
  updateEmailNotificationSettings: async ({ params, body, ctx }) => {
    const caller = await requireConsoleArea(ctx, params.wcms_id, EMAIL_NOTIFICATIONS_LEVEL);
    const saved = await saveEmailNotificationSettings(ctx.db, caller.wcmsId, body, {
      userId: caller.userId,
      now: ctx.clock.now(),
      staffEmailHost: ctx.config.staffEmailHost,
    });
    return { status: 200, body: saved };
  },
};
