import { useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql, restClient, unwrap } from '@/shared/api';
import { markCachedNotificationsRead, notificationQueries } from '@/entities/notification';

export const UpdateClinicianNotificationsMutation = graphql(`
  mutation UpdateClinicianNotifications($wcmsId: ID!, $read: Boolean!) {
    updateClinicianNotifications(wcmsId: $wcmsId, read: $read) {
      id
      read
    }
  }
`);

export type MarkAllReadInput = { staff: boolean; clinician: boolean };

/**
 * spec §2: marks all of the user's notifications read: staff ones with PUT staff-notifications/…/read and
 * ids [] (all), clinician ones with updateClinicianNotifications(read: true); only the kinds that had unread.
 */
export function useMarkAllReadMutation(wcmsId: string, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ staff, clinician }: MarkAllReadInput) => {
      await Promise.all([
        staff
          ? unwrap(
              restClient.PUT('/staff-notifications/wcms_id/{wcms_id}/read', {
                params: { path: { wcms_id: Number(wcmsId) } },
                body: { ids: [] },
              }),
            )
          : null,
        clinician ? execute(UpdateClinicianNotificationsMutation, { wcmsId, read: true }) : null,
      ]);
    },
    onSuccess: () => markCachedNotificationsRead(queryClient, wcmsId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  });
}
