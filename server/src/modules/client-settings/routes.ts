import type { RestHandlers } from '../../rest/types.js';
import { requireStaffMember } from './member-access.js';
import { requireConsoleAccess } from '../console/index.js';
import {
  getClientSettings,
  organisationInactivityMinutes,
  organisationResponseTargetHours,
  saveClientSettings,
} from './service.js';

/** Console area client-settings: advanced (it changes how every member's session locks and who may be a patient). */
export const CLIENT_SETTINGS_LEVEL = 'advanced' as const;

export const clientSettingsRoutes: RestHandlers = {
  getClientSettings: async ({ params, ctx }) => {
    await requireConsoleAccess(ctx, params.wcms_id, CLIENT_SETTINGS_LEVEL);
    return { status: 200, body: await getClientSettings(ctx.db, params.wcms_id) };
  },
  updateClientSettings: async ({ params, body, ctx }) => {
    const caller = await requireConsoleAccess(ctx, params.wcms_id, CLIENT_SETTINGS_LEVEL);
    const saved = await saveClientSettings(ctx.db, caller.wcmsId, body, {
      userId: caller.userId,
      now: ctx.clock.now(),
    });
    return { status: 200, body: saved };
  },
  getClientPolicy: async ({ params, ctx }) => {
    await requireStaffMember(ctx, params.wcms_id);
    return {
      status: 200,
      body: {
        inactivity_timeout_minutes: await organisationInactivityMinutes(ctx.db, params.wcms_id),
        response_target_hours: await organisationResponseTargetHours(ctx.db, params.wcms_id),
      },
    };
  },
};
