import type { RestHandlers } from '../../rest/types.js';
import { bookWithLink, bookingLinkForPatient } from './service.js';

/** The patient's self-book page (Carebridge Consult): no sign-in, the link's secret token is the only key. */
export const bookingLinkRoutes: RestHandlers = {
  getBookingLink: async ({ params, ctx }) => ({
    status: 200,
    body: await bookingLinkForPatient(ctx.db, params.token, ctx.clock.now()),
  }),
  bookWithBookingLink: async ({ params, body, ctx }) => ({
    status: 200,
    body: await bookWithLink(ctx.db, params.token, Number(body.appointment_id), ctx.clock.now()),
  }),
};
