import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestQueries } from '@/entities/request';
import { RestError, restClient, unwrap } from '@/shared/api';

/** The external recipients a request may be forwarded to (empty while the organisation has them off). */
export const forwardQueries = {
  recipients: (wcmsId: number) =>
    queryOptions({
      queryKey: ['external-recipients', 'forward', wcmsId] as const,
      queryFn: () =>
        unwrap(
          restClient.GET('/my/messages/wcms_id/{wcms_id}/external-recipients', {
            params: { path: { wcms_id: wcmsId } },
          }),
        ),
    }),
};

/** Forwards the request by secure email; the request refetches to show the forward in its thread. */
export function useForwardRequestMutation(wcmsId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { recipient_id: number; note?: string }) => {
      const result = await unwrap(
        restClient.POST('/my/messages/wcms_id/{wcms_id}/{id}/forward', {
          params: { path: { wcms_id: wcmsId, id } },
          body,
        }),
      );
      if (!result) throw new RestError(404, null);
      return result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestQueries.detail(wcmsId, id).queryKey }),
    onError: (error) => {
      // forwarding was turned off meanwhile: the action goes away
      if (error instanceof RestError && error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: forwardQueries.recipients(wcmsId).queryKey });
      }
    },
  });
}
