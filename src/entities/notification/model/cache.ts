import type { QueryClient } from '@tanstack/react-query';
import type { StaffNotificationEvent } from '@contracts/realtime/channels';
import { notificationQueries } from '../api/notification-queries';
import type { ClinicianNotification, StaffNotification } from './notification';

/**
 * spec §4: a StaffNotificationEvent 'removed' drops the notification (its id is the notification's) from the
 * list at once; 'new' refetches the list, since the event carries only the id.
 */
export async function applyStaffNotificationEvent(
  queryClient: QueryClient,
  wcmsId: string,
  userId: number,
  event: StaffNotificationEvent,
): Promise<void> {
  const { queryKey } = notificationQueries.staff(wcmsId, userId);
  if (event.type === 'removed') {
    queryClient.setQueryData(queryKey, (list) => list?.filter((n) => n.id !== String(event.id)));
    return;
  }
  await queryClient.invalidateQueries({ queryKey });
}

/** spec §4: a ClinicianNotificationEvent 'refresh' refetches the clinician notifications. */
export function refreshClinicianNotifications(queryClient: QueryClient, wcmsId: string, userId: number) {
  return queryClient.invalidateQueries({ queryKey: notificationQueries.clinician(wcmsId, userId).queryKey });
}

/** Marks every cached notification of the user read (after the server did so). */
export function markCachedNotificationsRead(queryClient: QueryClient, wcmsId: string, userId: number): void {
  queryClient.setQueryData(notificationQueries.staff(wcmsId, userId).queryKey, (list?: StaffNotification[]) =>
    list?.map((n) => (n.read ? n : { ...n, read: true })),
  );
  queryClient.setQueryData(notificationQueries.clinician(wcmsId, userId).queryKey, (list?: ClinicianNotification[]) =>
    list?.map((n) => (n.read ? n : { ...n, read: true })),
  );
}
