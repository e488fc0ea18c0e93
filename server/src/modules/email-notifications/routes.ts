import type { RestHandlers } from '../../rest/types.js';
import { requireConsoleAccess } from '../console/index.js';
import { getEmailNotificationSettings, saveEmailNotificationSettings } from './service.js';

/** Console area email-notifications: advanced (how the organisation is wired up, src/pages/console/README.md). */
export const EMAIL_NOTIFICATIONS_LEVEL = 'advanced' as const;

export const emailNotificationRoutes: RestHandlers = {
  getEmailNotificationSettings: async ({ params, ctx }) => {
    await requireConsoleAccess(ctx, params.wcms_id, EMAIL_NOTIFICATIONS_LEVEL);
    return { status: 200, body: await getEmailNotificationSettings(ctx.db, params.wcms_id) };
  },
  updateEmailNotificationSettings: async ({ params, body, ctx }) => {
    const caller = await requireConsoleAccess(ctx, params.wcms_id, EMAIL_NOTIFICATIONS_LEVEL);
    const saved = await saveEmailNotificationSettings(ctx.db, caller.wcmsId, body, {
      userId: caller.userId,
      now: ctx.clock.now(),
      staffEmailHost: ctx.config.staffEmailHost,
    });
    return { status: 200, body: saved };
  },
};
