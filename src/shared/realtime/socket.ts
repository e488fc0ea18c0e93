import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  SOCKET_SETTINGS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@contracts/realtime/channels';

/** A socket speaking the realtime contract (spec §7 Realtime). */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Creates (but does not open) the socket on the page host at /socket.io with the §7 settings: polling and
 * websocket, connect timeout 20000 ms, reconnect delay 1000 to 5000 ms, randomisation 0.5, unlimited attempts.
 * The bearer token is read at every (re)connection, so a reconnect after a refresh sends the new one.
 */
export function createSocket(getToken: () => string | null): RealtimeSocket {
  return io({
    path: SOCKET_PATH,
    transports: [...SOCKET_SETTINGS.transports],
    timeout: SOCKET_SETTINGS.timeout,
    reconnection: true,
    reconnectionDelay: SOCKET_SETTINGS.reconnectionDelay,
    reconnectionDelayMax: SOCKET_SETTINGS.reconnectionDelayMax,
    randomizationFactor: SOCKET_SETTINGS.randomizationFactor,
    reconnectionAttempts: SOCKET_SETTINGS.reconnectionAttempts,
    autoConnect: false,
    auth: (send) => send({ token: getToken() ?? '' }),
  });
}

/** Joins a private channel; resolves with the server's answer (an error when it refused or did not answer). */
export function subscribeChannel(socket: RealtimeSocket, channel: string, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.timeout(timeoutMs).emit('subscribe', channel, (error: Error | null, result) => {
      if (error) reject(error);
      else if (result.ok) resolve();
      else reject(new Error(result.error));
    });
  });
}
