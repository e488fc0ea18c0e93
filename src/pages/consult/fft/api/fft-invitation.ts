import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { restClient, unwrap } from '@/shared/api';

/** The invitation behind the patient's link (404 → null: the link is not valid). */
export const fftInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['fft-invitation', token] as const,
    queryFn: ({ signal }) => unwrap(restClient.GET('/fft/{token}', { params: { path: { token } }, signal })),
    retry: false,
    staleTime: Infinity,
  });

/** The patient's one answer and optional comment. */
export function useAnswerFftMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { answer: number; comment: string | null }) =>
      unwrap(restClient.POST('/fft/{token}', { params: { path: { token } }, body })),
    onSuccess: (data) => queryClient.setQueryData(fftInvitationQuery(token).queryKey, data),
  });
}
