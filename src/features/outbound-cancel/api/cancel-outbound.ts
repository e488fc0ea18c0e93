import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboundQueries } from '@/entities/outbound';
import { restClient, unwrap } from '@/shared/api';

/** Cancels an outbound message; the server refuses once it has been seen or when already cancelled (spec §4). */
export function useCancelOutboundMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(restClient.POST('/outbound/wcms_id/{wcms_id}/{id}/cancel', { params: { path: { wcms_id: wcmsId, id } } })),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: outboundQueries.all() });
    },
  });
}
