import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboundQueries, type OutboundCreate } from '@/entities/outbound';
import { restClient, unwrap } from '@/shared/api';

/** Sends (or schedules) an outbound message; the list and its details are fetched again. */
export function useCreateOutboundMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutboundCreate) =>
      unwrap(restClient.POST('/outbound/wcms_id/{wcms_id}', { params: { path: { wcms_id: wcmsId } }, body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: outboundQueries.lists() });
    },
  });
}
