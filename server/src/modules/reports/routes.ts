import type { RestHandlers } from '../../rest/types.js';
import { patientRatingFor, ratePatientSubmission } from './feedback.js';

/** The patient's rating after submitting a request (Carebridge Consult): no sign-in, the link's token is the key. */
export const reportRoutes: RestHandlers = {
  getPatientRating: async ({ params, ctx }) => ({ status: 200, body: await patientRatingFor(ctx, params.token) }),
  ratePatientSubmission: async ({ params, body, ctx }) => ({
    status: 201,
    body: await ratePatientSubmission(ctx, params.token, body),
  }),
};
