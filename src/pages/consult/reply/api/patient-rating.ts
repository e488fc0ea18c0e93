import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { restClient, unwrap } from '@/shared/api';

/** Whether the patient has rated the reply sent through their link (the link's token is the only key). */
export const patientRatingQuery = (token: string) =>
  queryOptions({
    queryKey: ['patient-rating', token] as const,
    queryFn: ({ signal }) =>
      unwrap(restClient.GET('/outbound-response/{token}/rating', { params: { path: { token } }, signal })),
    retry: false,
    staleTime: Infinity,
  });

/** The patient's one rating (1 to 5) and optional comment of their submission. */
export function useRateSubmissionMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { rating: number; comment?: string }) =>
      unwrap(restClient.POST('/outbound-response/{token}/rating', { params: { path: { token } }, body })),
    onSuccess: (data) => queryClient.setQueryData(patientRatingQuery(token).queryKey, data),
  });
}
