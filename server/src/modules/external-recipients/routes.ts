import type { RestHandlers } from '../../rest/types.js';
import { requireConsoleAccess } from '../console/index.js';
import { requireMessagesAccess } from '../messages/index.js';
import {
  addRecipient,
  forwardRecipients,
  forwardRequest,
  recipientSettings,
  removeRecipient,
  setEnabled,
  updateRecipient,
} from './service.js';

/** Console area external-recipients: advanced (it lets patient data leave the practice). */
export const EXTERNAL_RECIPIENTS_LEVEL = 'advanced' as const;

export const externalRecipientRoutes: RestHandlers = {
  getExternalRecipientSettings: async ({ params, ctx }) => {
    await requireConsoleAccess(ctx, params.wcms_id, EXTERNAL_RECIPIENTS_LEVEL);
    return { status: 200, body: await recipientSettings(ctx.db, params.wcms_id) };
  },
  updateExternalRecipientSettings: async ({ params, body, ctx }) => {
    const caller = await requireConsoleAccess(ctx, params.wcms_id, EXTERNAL_RECIPIENTS_LEVEL);
    return {
      status: 200,
      body: await setEnabled(ctx.db, caller.wcmsId, body.enabled, { userId: caller.userId, now: ctx.clock.now() }),
    };
  },
  createExternalRecipient: async ({ params, body, ctx }) => {
    const caller = await requireConsoleAccess(ctx, params.wcms_id, EXTERNAL_RECIPIENTS_LEVEL);
    return {
      status: 201,
      body: await addRecipient(ctx.db, caller.wcmsId, body, { userId: caller.userId, now: ctx.clock.now() }),
    };
  },
  updateExternalRecipient: async ({ params, body, ctx }) => {
    const caller = await requireConsoleAccess(ctx, params.wcms_id, EXTERNAL_RECIPIENTS_LEVEL);
    return { status: 200, body: await updateRecipient(ctx.db, caller.wcmsId, params.id, body) };
  },
  deleteExternalRecipient: async ({ params, ctx }) => {
    const caller = await requireConsoleAccess(ctx, params.wcms_id, EXTERNAL_RECIPIENTS_LEVEL);
    await removeRecipient(ctx.db, caller.wcmsId, params.id);
    return { status: 204 };
  },
  listForwardRecipients: async ({ params, ctx }) => {
    const caller = await requireMessagesAccess(ctx, params.wcms_id);
    return { status: 200, body: await forwardRecipients(ctx.db, caller.wcmsId) };
  },
  forwardRequest: async ({ params, body, ctx }) => {
    const caller = await requireMessagesAccess(ctx, params.wcms_id);
    return { status: 200, body: await forwardRequest(ctx, caller, params.id, body) };
  },
};
