import { queryOptions } from '@tanstack/react-query';
import { restClient, unwrap, type RestComponents } from '@/shared/api';

export type TriageSettings = RestComponents['schemas']['TotalTriageSettings'];
export type CareNavigationSuggestion = RestComponents['schemas']['CareNavigationSuggestion'];
export type PatientRequestCreate = RestComponents['schemas']['PatientRequestCreate'];
export type PatientRequestCreated = RestComponents['schemas']['PatientRequestCreated'];

export const triageQueries = {
  all: () => ['total-triage'] as const,
  settings: (wcmsId: number) =>
    queryOptions({
      queryKey: [...triageQueries.all(), 'settings', wcmsId] as const,
      queryFn: ({ signal }) =>
        unwrap(restClient.GET('/total-triage/wcms_id/{wcms_id}', { params: { path: { wcms_id: wcmsId } }, signal })),
    }),
  suggestion: (
    wcmsId: number,
    body: {
      enquiry_type: 'medical' | 'admin';
      medical_problem?: string;
      admin_query?: string;
      patient_nhs_number: string;
    },
  ) =>
    queryOptions({
      queryKey: [...triageQueries.all(), 'suggestion', wcmsId, body] as const,
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            restClient.POST('/total-triage/wcms_id/{wcms_id}/care-navigation', {
              params: { path: { wcms_id: wcmsId } },
              body,
              signal,
            }),
          )
        )?.suggestion ?? null,
      retry: false,
    }),
};

/** POST messages/wcms_id/{wcmsId}: the request on the patient's behalf. */
export async function createPatientRequest(
  wcmsId: number,
  body: PatientRequestCreate,
): Promise<PatientRequestCreated | null> {
  return unwrap(restClient.POST('/messages/wcms_id/{wcms_id}', { params: { path: { wcms_id: wcmsId } }, body }));
}
