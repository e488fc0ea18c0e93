import { timingSafeEqual } from 'node:crypto';
import type { RestHandlers } from '../../rest/types.js';
import { HttpProblem } from '../../errors.js';
import { recordNotifyCallback } from '../../providers/messaging/notify.js';
import { requireOutboundAccess } from './access.js';
import { createOutbound, resendToFailed } from './service.js';
import { cancelOutbound, exportRecipientsCsv, getOutbound, listOutbound, outboundDetail } from './history.js';
import {
  createPathway,
  createTemplate,
  deletePathway,
  deleteTemplate,
  listPathways,
  listTemplates,
  updatePathway,
  updateTemplate,
} from './library.js';
import { openForPatient, replyForPatient } from './patient-reply.js';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const outboundRoutes: RestHandlers = {
  listOutbound: async ({ params, query, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    return { status: 200, body: await listOutbound(ctx, caller, query) };
  },

  createOutbound: async ({ params, body, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    const id = await createOutbound(ctx, caller, body);
    return { status: 201, body: await outboundDetail(ctx, caller, id) };
  },

  getOutbound: async ({ params, query, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    return { status: 200, body: await getOutbound(ctx, caller, params.id, query.recipients_page) };
  },

  cancelOutbound: async ({ params, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    return { status: 200, body: await cancelOutbound(ctx, caller, params.id) };
  },

  resendOutboundToFailed: async ({ params, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    const id = await resendToFailed(ctx, caller, params.id);
    return { status: 201, body: await outboundDetail(ctx, caller, id) };
  },

  exportOutboundRecipients: async ({ params, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    const csv = await exportRecipientsCsv(ctx, caller, params.id);
    return {
      status: 200,
      file: {
        data: Buffer.from(csv, 'utf8'),
        contentType: 'text/csv; charset=utf-8',
        filename: `outbound-${params.id}-recipients.csv`,
      },
    };
  },

  listOutboundTemplates: async ({ params, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    return { status: 200, body: { templates: await listTemplates(ctx, caller) } };
  },

  createOutboundTemplate: async ({ params, body, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    return { status: 201, body: await createTemplate(ctx, caller, body) };
  },

  listOutboundPathways: async ({ params, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    return { status: 200, body: { pathways: await listPathways(ctx, caller) } };
  },

  createOutboundPathway: async ({ params, body, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    return { status: 201, body: await createPathway(ctx, caller, body) };
  },

  updateOutboundPathway: async ({ params, body, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    return { status: 200, body: await updatePathway(ctx, caller, params.id, body) };
  },

  deleteOutboundPathway: async ({ params, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    await deletePathway(ctx, caller, params.id);
    return { status: 204 };
  },

  updateOutboundTemplate: async ({ params, body, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    return { status: 200, body: await updateTemplate(ctx, caller, params.id, body) };
  },

  deleteOutboundTemplate: async ({ params, ctx }) => {
    const caller = await requireOutboundAccess(ctx, params.wcms_id);
    await deleteTemplate(ctx, caller, params.id);
    return { status: 204 };
  },

  getOutboundResponse: async ({ params, ctx }) => ({ status: 200, body: await openForPatient(ctx, params.token) }),

  replyOutboundResponse: async ({ params, body, ctx }) => ({
    status: 201,
    body: await replyForPatient(ctx, params.token, body),
  }),

  // GOV.UK Notify's delivery-status callback, authorised by the bearer token configured in Notify
  notifyDeliveryCallback: async ({ body, ctx, request }) => {
    const expected = ctx.config.notify?.callbackToken;
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!expected || !sameSecret(given, expected)) throw new HttpProblem(401, 'Unauthenticated.', 'UNAUTHENTICATED');
    if (!(await recordNotifyCallback(ctx.db, ctx.clock, body))) throw new HttpProblem(404, 'Not found', 'NOT_FOUND');
    return { status: 204 };
  },
};
