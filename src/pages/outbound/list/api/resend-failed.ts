import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboundQueries } from '@/entities/outbound';
import { restClient, unwrap } from '@/shared/api';

/** Sends the message again, as a new message, to the recipients it failed for; returns the new message. */
export function useResendToFailedMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(
        restClient.POST('/outbound/wcms_id/{wcms_id}/{id}/resend-failed', {
          params: { path: { wcms_id: wcmsId, id } },
        }),
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: outboundQueries.lists() });
    },
  });
}
