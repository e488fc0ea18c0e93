import type { QueryClient } from '@tanstack/react-query';
import {
  CLINICIAN_NOTIFICATION_EVENT,
  STAFF_NOTIFICATION_EVENT,
  clinicianNotificationsChannel,
  staffNotificationsChannel,
  type ClinicianNotificationEvent,
  type StaffNotificationEvent,
} from '@contracts/realtime/channels';
import { applyStaffNotificationEvent, refreshClinicianNotifications } from '@/entities/notification';
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
 * with a new token) joins again. Returns the unwiring.
 */
export function wireChannels(socket: RealtimeSocket, target: ChannelTarget, options: WireOptions): () => void {
  const { queryClient } = options;
  const wcmsId = Number(target.wcmsId);
  const staffChannel = staffNotificationsChannel(wcmsId, target.userId, target.prefix);
  const clinicianChannel = clinicianNotificationsChannel(wcmsId, target.userId, target.prefix);

  const subscribe = () => {
    for (const channel of [staffChannel, clinicianChannel]) {
      subscribeChannel(socket, channel).catch((error: unknown) => {
        // the connection went while the join was in flight (a reconnect with a new token, sign-out, a drop):
        // nothing was refused, and the next connect joins again
        if (!socket.connected) return;
        options.onSubscribeError?.(channel, error);
      });
    }
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
  socket.on(STAFF_NOTIFICATION_EVENT, onStaff);
  socket.on(CLINICIAN_NOTIFICATION_EVENT, onClinician);
  if (socket.connected) subscribe();

  return () => {
    socket.off('connect', subscribe);
    socket.off(STAFF_NOTIFICATION_EVENT, onStaff);
    socket.off(CLINICIAN_NOTIFICATION_EVENT, onClinician);
  };
}
