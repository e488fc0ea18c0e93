import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { RestError, restClient, unwrap } from '@/shared/api';

export const emailNotificationQueries = {
  detail: (wcmsId: number) =>
    queryOptions({
      queryKey: ['console', 'email-notifications', wcmsId] as const,
      queryFn: async () => {
        const settings = await unwrap(
          restClient.GET('/console/wcms_id/{wcms_id}/email-notifications', { params: { path: { wcms_id: wcmsId } } }),
        );
        if (!settings) throw new RestError(404, null);
        return settings;
      },
    }),
};

export function useSaveEmailNotificationsMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (address: string | null) => {
      const saved = await unwrap(
        restClient.PUT('/console/wcms_id/{wcms_id}/email-notifications', {
          params: { path: { wcms_id: wcmsId } },
          body: { address },
        }),
      );
      if (!saved) throw new RestError(404, null);
      return saved;
    },
    onSuccess: (saved) => queryClient.setQueryData(emailNotificationQueries.detail(wcmsId).queryKey, saved),
  });
}
