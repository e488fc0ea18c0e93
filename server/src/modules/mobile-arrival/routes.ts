import type { RestHandlers } from '../../rest/types.js';
import { mobileArrivalPage, mobileCheckIn } from './service.js';

/** The patient's phone: no sign-in, the one-time token from the appointment's SMS is the only key. */
export const mobileArrivalRoutes: RestHandlers = {
  getMobileArrival: async ({ params, ctx }) => ({ status: 200, body: await mobileArrivalPage(ctx.db, params.token) }),
  mobileArrivalCheckIn: async ({ params, body, ctx }) => ({
    status: 200,
    body: await mobileCheckIn(ctx, params.token, body),
  }),
};
