import type { RestHandlers } from '../../rest/types.js';
import { requireMessagesAccess } from '../messages/index.js';
import { HttpProblem } from '../../errors.js';
import { TRIAGE_MESSAGES } from './rules.js';
import { ukToday } from '../clinical-system/index.js';
import { getTriageSettings, patientForRouting, suggestCareNavigation } from './service.js';

export const totalTriageRoutes: RestHandlers = {
  // GET total-triage/wcms_id/{wcms_id}: what the create-request wizard offers
  getTotalTriageSettings: async ({ params, ctx }) => {
    await requireMessagesAccess(ctx, params.wcms_id);
    const s = await getTriageSettings(ctx.db, params.wcms_id);
    return {
      status: 200,
      body: {
        enabled: s.enabled,
        minimum_patient_age: s.minimumPatientAge,
        medical_problems: s.medicalProblems,
        admin_query_types: s.adminQueryTypes,
        custom_questions: s.customQuestions.map((q) => ({
          id: q.id,
          question: q.question,
          enquiry_type: q.enquiryType,
          optional: q.optional,
        })),
        preferences: s.preferences.map((p) => ({ text: p.text, request_type: p.requestType })),
      },
    };
  },
  // POST total-triage/wcms_id/{wcms_id}/care-navigation: the rule that would route the request
  suggestCareNavigation: async ({ params, body, ctx }) => {
    await requireMessagesAccess(ctx, params.wcms_id);
    const settings = await getTriageSettings(ctx.db, params.wcms_id);
    if (!settings.enabled) throw new HttpProblem(403, TRIAGE_MESSAGES.notEnabled, 'FEATURE_DISABLED');
    const patient = await patientForRouting(ctx.db, params.wcms_id, body.patient_nhs_number);
    const suggestion = await suggestCareNavigation(ctx.db, params.wcms_id, {
      type: body.enquiry_type,
      medicalProblem: body.medical_problem ?? null,
      adminQuery: body.admin_query ?? null,
      ...patient,
      today: ukToday(ctx.clock.now()),
    });
    return {
      status: 200,
      body: {
        suggestion: suggestion
          ? {
              rule: suggestion.rule,
              pool_id: suggestion.poolId,
              pool_name: suggestion.poolName,
              priority: suggestion.priority,
            }
          : null,
      },
    };
  },
};
