import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, SOCKET_SETTINGS } from '@contracts/realtime/channels';
import {
  VIDEO_NAMESPACE,
  type VideoClientToServerEvents,
  type VideoJoinRequest,
  type VideoJoinResult,
  type VideoServerToClientEvents,
} from '@contracts/realtime/video';

export type SignallingSocket = Socket<VideoServerToClientEvents, VideoClientToServerEvents>;

/**
 * The video signalling socket (schema/realtime/video.ts) on the page host. Clinicians send their bearer token;
 * guests send none and are let in by the link's uid with the room key. Reconnection follows the §7 settings.
 */
export function createSignallingSocket(getToken: () => string | null): SignallingSocket {
  return io(VIDEO_NAMESPACE, {
    path: SOCKET_PATH,
    transports: [...SOCKET_SETTINGS.transports],
    timeout: SOCKET_SETTINGS.timeout,
    reconnection: true,
    reconnectionDelay: SOCKET_SETTINGS.reconnectionDelay,
    reconnectionDelayMax: SOCKET_SETTINGS.reconnectionDelayMax,
    randomizationFactor: SOCKET_SETTINGS.randomizationFactor,
    autoConnect: false,
    // its own connection: the notification socket of the same page (same host and path) reconnects with token
    // refreshes, and a shared connection would take the call's room membership down with it
    forceNew: true,
    auth: (send) => {
      const token = getToken();
      send(token ? { token } : {});
    },
  });
}

/** Asks to join a room; a missing answer within the timeout is a failed connection. */
export function joinRoom(socket: SignallingSocket, request: VideoJoinRequest, timeoutMs = 15_000) {
  return new Promise<VideoJoinResult>((resolve, reject) => {
    socket.timeout(timeoutMs).emit('join', request, (error: Error | null, result: VideoJoinResult) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}
