import type { RestHandlers } from '../../rest/types.js';
import { forbidden } from '../../errors.js';
import { canActFor, requireUser } from '../users/index.js';
import { maskLongNumbers, recordTransactions } from './service.js';

export const transactionLogRoutes: RestHandlers = {
  // POST client-logs: a batch of desktop host calls and their results (spec §7)
  createClientLogs: async ({ body, ctx }) => {
    const user = requireUser(ctx.user);
    const checked = new Map<number, boolean>();
    for (const e of body.entries) {
      if (e.wcms_id == null || checked.has(e.wcms_id)) continue;
      const allowed = await canActFor(ctx.db, user, e.wcms_id);
      if (!allowed) throw forbidden();
      checked.set(e.wcms_id, true);
    }
    await recordTransactions(
      ctx.db,
      body.entries.map((e) => ({
        wcmsId: e.wcms_id ?? null,
        userId: user.userId,
        channel: 'client_log' as const,
        method: e.method,
        request: e.request ?? null,
        response: e.response ?? null,
        success: e.success,
        responseTimeMilliseconds: e.response_time_ms ?? null,
        error: e.error ?? null,
        clientVersion: e.client_version ?? null,
        createdAt: new Date(e.at),
      })),
    );
    return { status: 204 };
  },

  // POST client-errors: a page that could not render in the browser (spec §8 Rendering), reported to monitoring,
  // which reads the server's log. Long numbers (an NHS number or a mobile that found its way into a message) are masked.
  reportClientError: async ({ body, ctx }) => {
    const user = requireUser(ctx.user);
    ctx.log.error(
      {
        clientError: {
          message: maskLongNumbers(body.message),
          stack: body.stack ? maskLongNumbers(body.stack) : null,
          route: maskLongNumbers(body.route),
          clientVersion: body.client_version,
        },
        userId: user.userId,
      },
      'a page could not render in the browser',
    );
    return { status: 204 };
  },
};
