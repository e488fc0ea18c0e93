import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { RestError, restClient, unwrap, type RestComponents } from '@/shared/api';

export type ClientSettings = RestComponents['schemas']['ClientSettings'];

export const clientSettingsQueries = {
  all: () => ['console', 'client-settings'] as const,
  detail: (wcmsId: number) =>
    queryOptions({
      queryKey: [...clientSettingsQueries.all(), wcmsId] as const,
      queryFn: async () => {
        const settings = await unwrap(
          restClient.GET('/console/wcms_id/{wcms_id}/client-settings', { params: { path: { wcms_id: wcmsId } } }),
        );
        if (!settings) throw new RestError(404, null);
        return settings;
      },
    }),
};

/** Saves the settings; the idle lock's client policy refetches so the new timeout applies at once. */
export function useSaveClientSettingsMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClientSettings) => {
      const saved = await unwrap(
        restClient.PUT('/console/wcms_id/{wcms_id}/client-settings', { params: { path: { wcms_id: wcmsId } }, body }),
      );
      if (!saved) throw new RestError(404, null);
      return saved;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(clientSettingsQueries.detail(wcmsId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['client-policy'] });
    },
  });
}
