import type { RestHandlers } from '../../rest/types.js';
import { answerFft, fftForPatient } from './service.js';

/** The patient's answer page (Carebridge Consult): no sign-in, the link's secret token is the only key. */
export const fftRoutes: RestHandlers = {
  getFftInvitation: async ({ params, ctx }) => ({ status: 200, body: await fftForPatient(ctx.db, params.token) }),
  answerFftInvitation: async ({ params, body, ctx }) => ({
    status: 200,
    body: await answerFft(ctx.db, ctx.clock, params.token, body),
  }),
};
