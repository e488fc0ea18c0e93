import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { restClient, unwrap } from '@/shared/api';

/** The message behind a patient's link (opening it marks it read: spec §4, then it can no longer be cancelled). */
export const outboundResponseQuery = (token: string) =>
  queryOptions({
    queryKey: ['outbound-response', token] as const,
    queryFn: ({ signal }) =>
      unwrap(restClient.GET('/outbound-response/{token}', { params: { path: { token } }, signal })),
    retry: false,
    staleTime: Infinity,
  });

/** The patient's reply: it reaches the practice's inbox as an outbound response request. */
export function useReplyMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; preference?: string }) =>
      unwrap(restClient.POST('/outbound-response/{token}', { params: { path: { token } }, body })),
    onSuccess: (data) => queryClient.setQueryData(outboundResponseQuery(token).queryKey, data),
  });
}
