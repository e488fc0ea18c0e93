import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCurrentOrganisation } from '@/entities/organisation';
import { createDesktopAlert } from '@/features/notification-bell';
import { refreshSession, useSession } from '@/shared/auth';
import { useRuntimeConfig } from '@/shared/config';
import { createSocket, type RealtimeSocket } from '@/shared/realtime';
import { wireChannels } from './wire-channels';

/**
 * The tab's one realtime connection (spec §7, ARCHITECTURE §4) for the signed-in user at the current
 * organisation: opened while both are known, closed on logout or when the organisation changes, reconnected
 * with the new bearer token after a refresh. Renders nothing.
 */
export function RealtimeConnection() {
  const session = useSession();
  const organisation = useCurrentOrganisation();
  const { redisPrefix } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const token = session?.bearer_token ?? null;
  const tokenRef = useRef(token);
  const socketRef = useRef<RealtimeSocket | null>(null);
  /** the token the socket last connected with */
  const sentTokenRef = useRef<string | null>(null);

  useEffect(() => {
    navigateRef.current = navigate;
    tokenRef.current = token;
  });

  const userId = session?.user_id ?? null;
  const wcmsId = organisation?.wcmsId ?? null;

  useEffect(() => {
    if (userId === null || wcmsId === null) return;
    const socket = createSocket(() => {
      sentTokenRef.current = tokenRef.current;
      return tokenRef.current;
    });
    socketRef.current = socket;
    const alert = createDesktopAlert({
      queryClient,
      wcmsId,
      userId,
      navigate: (path) => void navigateRef.current(path),
    });
    const unwire = wireChannels(
      socket,
      { wcmsId, userId, prefix: redisPrefix },
      {
        queryClient,
        onNewStaffNotification: alert.add,
        onSubscribeError: (channel, error) => console.warn(`Realtime channel ${channel} refused`, error),
      },
    );
    // the server refused the token (it stops retrying then): refresh once per token; the new one reconnects
    let refreshedFor: string | null = null;
    const onConnectError = () => {
      if (socket.active || refreshedFor === sentTokenRef.current) return;
      refreshedFor = sentTokenRef.current;
      refreshSession().catch(() => undefined);
    };
    socket.on('connect_error', onConnectError);
    sentTokenRef.current = tokenRef.current;
    socket.connect();
    return () => {
      socket.off('connect_error', onConnectError);
      unwire();
      alert.dispose();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [userId, wcmsId, redisPrefix, queryClient]);

  // a new bearer token (refresh here or in another tab): connect again with it, which re-subscribes
  useEffect(() => {
    const socket = socketRef.current;
    if (!socket || !token || token === sentTokenRef.current) return;
    socket.disconnect();
    socket.connect();
  }, [token]);

  return null;
}
