import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { RestError, restClient, unwrap, type RestComponents } from '@/shared/api';

export type ExternalRecipient = RestComponents['schemas']['ExternalRecipient'];
export type ExternalRecipientInput = RestComponents['schemas']['ExternalRecipientInput'];

export const externalRecipientQueries = {
  all: () => ['console', 'external-recipients'] as const,
  detail: (wcmsId: number) =>
    queryOptions({
      queryKey: [...externalRecipientQueries.all(), wcmsId] as const,
      queryFn: async () => {
        const settings = await unwrap(
          restClient.GET('/console/wcms_id/{wcms_id}/external-recipients', { params: { path: { wcms_id: wcmsId } } }),
        );
        if (!settings) throw new RestError(404, null);
        return settings;
      },
    }),
};

/** Every change refetches the list, and the request view's forward recipients follow. */
function useInvalidate(wcmsId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: externalRecipientQueries.detail(wcmsId).queryKey }),
      queryClient.invalidateQueries({ queryKey: ['external-recipients', 'forward', wcmsId] }),
    ]);
}

const path = (wcmsId: number) => ({ params: { path: { wcms_id: wcmsId } } });

export function useSetExternalRecipientsEnabled(wcmsId: number) {
  const invalidate = useInvalidate(wcmsId);
  return useMutation({
    mutationFn: (enabled: boolean) =>
      unwrap(restClient.PUT('/console/wcms_id/{wcms_id}/external-recipients', { ...path(wcmsId), body: { enabled } })),
    onSuccess: invalidate,
  });
}

export function useSaveExternalRecipient(wcmsId: number) {
  const invalidate = useInvalidate(wcmsId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: ExternalRecipientInput }) => {
      const saved =
        id === null
          ? await unwrap(
              restClient.POST('/console/wcms_id/{wcms_id}/external-recipients', { ...path(wcmsId), body: input }),
            )
          : await unwrap(
              restClient.PUT('/console/wcms_id/{wcms_id}/external-recipients/{id}', {
                params: { path: { wcms_id: wcmsId, id } },
                body: input,
              }),
            );
      if (!saved) throw new RestError(404, null);
      return saved;
    },
    onSuccess: invalidate,
  });
}

export function useRemoveExternalRecipient(wcmsId: number) {
  const invalidate = useInvalidate(wcmsId);
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await restClient.DELETE('/console/wcms_id/{wcms_id}/external-recipients/{id}', {
        params: { path: { wcms_id: wcmsId, id } },
      });
      if (!response.response.ok) throw new RestError(response.response.status, null);
    },
    onSuccess: invalidate,
  });
}
