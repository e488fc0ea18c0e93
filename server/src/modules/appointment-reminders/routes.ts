import type { RestHandlers } from '../../rest/types.js';
import {
  cancelReminder,
  getSettings,
  listReminders,
  requireReminderAccess,
  requireReminderConsole,
  saveSettings,
} from './service.js';

export const appointmentReminderRoutes: RestHandlers = {
  getAppointmentReminderSettings: async ({ params, ctx }) => {
    const caller = await requireReminderAccess(ctx, params.wcms_id);
    return { status: 200, body: await getSettings(ctx, caller) };
  },

  updateAppointmentReminderSettings: async ({ params, body, ctx }) => {
    const caller = await requireReminderConsole(ctx, params.wcms_id);
    return { status: 200, body: await saveSettings(ctx, caller, body) };
  },

  listAppointmentReminders: async ({ params, query, ctx }) => {
    const caller = await requireReminderAccess(ctx, params.wcms_id);
    return { status: 200, body: await listReminders(ctx, caller, query) };
  },

  cancelAppointmentReminder: async ({ params, ctx }) => {
    const caller = await requireReminderConsole(ctx, params.wcms_id);
    return { status: 200, body: await cancelReminder(ctx, caller, params.id) };
  },
};
