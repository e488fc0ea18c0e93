import type { QueryClient } from '@tanstack/react-query';
import {
  CLINICIAN_NOTIFICATION_EVENT,
  STAFF_NOTIFICATION_EVENT,
  clinicianNotificationsChannel,
  staffNotificationsChannel,
  type ClinicianNotificationEvent,
  type StaffNotificationEvent,
} from '@contracts/realtime/channels';
import {
  applyStaffNotificationEvent,
  notificationQueries,
  refreshClinicianNotifications,
} from '@/entities/notification';
import { subscribeChannel, type RealtimeSocket } from '@/shared/realtime';

/** The request lists' query-key prefix (entities/request): a staff notification means a request moved. */
const REQUESTS_KEY = ['requests'] as const;
/** The arrived patients list's key prefix (pages/patients/arrived): a clinician refresh may mean one arrived. */
const ARRIVED_KEY = ['arrivals', 'arrived'] as const;

export type ChannelTarget = { wcmsId: string; userId: number; prefix: string };

export type WireOptions = {
  queryClient: QueryClient;
  /** Called with the notification id of every 'new' staff notification. */
  onNewStaffNotification?: (id: number) => void;
  /** Called when the server refuses a channel (or does not answer). */
  onSubscribeError?: (channel: string, error: unknown) => void;
};

/**
 * Wires a socket to the user's two private channels (spec §7) and the entity cache handlers (ARCHITECTURE §4:
 * events only invalidate or patch the cache). Subscribes on every connect, so a reconnect (after a drop or
 * with a new token) joins again; after the first join and after a drop it then refetches the notifications and
 * request lists, since the events published before the join were lost. Returns the unwiring.
 */
export function wireChannels(socket: RealtimeSocket, target: ChannelTarget, options: WireOptions): () => void {
  const { queryClient } = options;
  const wcmsId = Number(target.wcmsId);
  const staffChannel = staffNotificationsChannel(wcmsId, target.userId, target.prefix);
  const clinicianChannel = clinicianNotificationsChannel(wcmsId, target.userId, target.prefix);

  // the connection dropped (not closed here, as a reconnect with a new token does): events published meanwhile
  // (a server restart, a network drop) never arrive, so what they would have refreshed is refetched once joined again
  // The first join counts too: the page fetched its notifications and lists before the socket had joined (it loads
  // after the first render), so an event published in between would be missed until the next one.
  let missedEvents = true;
  const onDisconnect = (reason: string) => {
    if (reason !== 'io client disconnect') missedEvents = true;
  };
  const refetchMissed = () => {
    void queryClient.invalidateQueries({ queryKey: notificationQueries.staff(target.wcmsId, target.userId).queryKey });
    void refreshClinicianNotifications(queryClient, target.wcmsId, target.userId);
    void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
    void queryClient.invalidateQueries({ queryKey: ARRIVED_KEY });
  };

  const subscribe = () => {
    const joins = [staffChannel, clinicianChannel].map((channel) =>
      subscribeChannel(socket, channel).then(
        () => true,
        (error: unknown) => {
          // the connection went while the join was in flight (a reconnect with a new token, sign-out, a drop):
          // nothing was refused, and the next connect joins again
          if (socket.connected) options.onSubscribeError?.(channel, error);
          return false;
        },
      ),
    );
    if (!missedEvents) return;
    // after the joins, so that an event published between the refetch and the join is not missed either
    void Promise.all(joins).then((joined) => {
      if (!joined.every(Boolean) || !socket.connected) return;
      missedEvents = false;
      refetchMissed();
    });
  };

  const onStaff = (channel: string, event: StaffNotificationEvent) => {
    if (channel !== staffChannel) return;
    void applyStaffNotificationEvent(queryClient, target.wcmsId, target.userId, event);
    void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
    if (event.type === 'new') options.onNewStaffNotification?.(event.id);
  };

  const onClinician = (channel: string, event: ClinicianNotificationEvent) => {
    if (channel !== clinicianChannel || event.type !== 'refresh') return;
    void refreshClinicianNotifications(queryClient, target.wcmsId, target.userId);
    void queryClient.invalidateQueries({ queryKey: ARRIVED_KEY });
  };

  socket.on('connect', subscribe);
  socket.on('disconnect', onDisconnect);
  socket.on(STAFF_NOTIFICATION_EVENT, onStaff);
  socket.on(CLINICIAN_NOTIFICATION_EVENT, onClinician);
  if (socket.connected) subscribe();

  return () => {
    socket.off('connect', subscribe);
    socket.off('disconnect', onDisconnect);
    socket.off(STAFF_NOTIFICATION_EVENT, onStaff);
    socket.off(CLINICIAN_NOTIFICATION_EVENT, onClinician);
  };
}
