import type { RestHandlers } from '../../rest/types.js';
import { completePatientPasswordReset, patientPasswordResetLink, requestPatientPasswordReset } from './service.js';

export const patientAccountRoutes: RestHandlers = {
  // staff: send a Carebridge Consult account holder a reset link (spec §2 Patients menu: reset password)
  requestPatientPasswordReset: async ({ params, body, ctx }) => ({
    status: 200,
    body: await requestPatientPasswordReset(ctx, params.wcms_id, body),
  }),
  // the patient's link (noAuth)
  getPatientPasswordReset: async ({ params, ctx }) => ({
    status: 200,
    body: await patientPasswordResetLink(ctx, params.token),
  }),
  completePatientPasswordReset: async ({ params, body, ctx }) => ({
    status: 200,
    body: await completePatientPasswordReset(ctx, params.token, body),
  }),
};
