import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import {
  CLINICIAN_NOTIFICATION_EVENT,
  SOCKET_PATH,
  STAFF_NOTIFICATION_EVENT,
  clinicianNotificationsChannel,
  parseChannel,
  staffNotificationsChannel,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@contracts/realtime/channels.js';
import type { AppDeps, AuthUser } from '../context.js';
import { canActFor } from '../modules/users/index.js';
import { releaseLocksOf } from '../modules/messages/index.js';
import type { RealtimePublisher } from './publisher.js';
import type { RedisRealtimeAdapter } from './redis.js';
import { attachVideoSignalling, startStaleVideoSweep, videoRoomOf } from './video-signalling.js';
import { attachCallScreenSockets } from '../modules/arrivals/index.js';

type SocketData = { user: AuthUser };

/** How long a user may be without a socket (a reconnect with a new token) before their request locks go. */
export const LOCK_RELEASE_GRACE_MS = 5_000;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export type Realtime = {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
  publisher: RealtimePublisher;
  close(): Promise<void>;
};

/**
 * socket.io on the app's own HTTP server (spec §7). A socket connects only with a valid bearer token, and may
 * join a private channel only when the channel is its own user's and that user may act for the organisation.
 * With a Redis adapter (REDIS_URL), an event published on any node reaches the channel's sockets on every node.
 */
export function attachRealtime(
  httpServer: HttpServer,
  deps: AppDeps,
  log: FastifyBaseLogger,
  redis: RedisRealtimeAdapter | null = null,
): Realtime {
  let closing = false;
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(httpServer, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    serveClient: false,
    // a node shutting down takes no new connection: the client retries (spec §7) and reaches it, or another, once up
    allowRequest: (_request, answer) => answer(closing ? 'The server is shutting down' : null, !closing),
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  // socket.io answers its own HTTP requests, before Fastify, which closes a keep-alive connection once it is closing.
  // Node keeps serving a keep-alive connection after server.close() until it has been idle for keepAliveTimeout
  // (72 s): a client polling or reconnecting on one held a shutting-down node open for a minute or more (the e2e
  // restart journey). While closing, each socket.io answer closes its connection too.
  httpServer.prependListener('request', (_request, response) => {
    if (closing) response.setHeader('connection', 'close');
  });

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    const user = await deps.authenticator.authenticate(token).catch(() => null);
    if (!user) {
      log.warn({ address: socket.handshake.address }, 'socket refused: no valid token');
      next(new Error('Unauthenticated.'));
      return;
    }
    socket.data.user = user;
    next();
  });

  const pending = new Set<NodeJS.Timeout>();
  // every socket of a user shares a room, so the last one to go can be told apart from one of several tabs
  const userRoom = (userId: number) => `${deps.config.redisPrefix}presence.${userId}`;

  io.on('connection', (socket: AppSocket) => {
    const { userId } = socket.data.user;
    void socket.join(userRoom(userId));
    socket.on('disconnect', () => {
      // this node going down is not the user leaving: their sockets reconnect elsewhere
      if (closing) return;
      // a tab reconnects with each new bearer token: only a user still gone after the grace has left
      const timer = setTimeout(() => {
        if (closing) return;
        void (async () => {
          const remaining = await io.in(userRoom(userId)).fetchSockets();
          // the user's last tab has gone (closed, or its network): their request locks go with it (spec §4)
          if (remaining.length === 0) await releaseLocksOf(deps.db, userId);
        })().catch((error: unknown) => log.warn({ err: error, userId }, 'releasing locks on disconnect failed'));
      }, LOCK_RELEASE_GRACE_MS);
      timer.unref();
      pending.add(timer);
      setTimeout(() => pending.delete(timer), LOCK_RELEASE_GRACE_MS + 1).unref();
    });
    socket.on('subscribe', async (channel, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const user = socket.data.user;
      const parsed = typeof channel === 'string' ? parseChannel(channel) : null;
      const allowed =
        parsed !== null &&
        parsed.prefix === deps.config.redisPrefix &&
        parsed.userId === user.userId &&
        (await canActFor(deps.db, user, parsed.wcmsId).catch(() => false));
      if (!allowed) {
        log.warn({ userId: user.userId, channel }, 'socket refused a channel');
        reply({ ok: false, error: 'You cannot join this channel' });
        return;
      }
      await socket.join(channel);
      reply({ ok: true });
    });
    socket.on('unsubscribe', (channel) => {
      if (typeof channel === 'string') void socket.leave(channel);
    });
  });

  const prefix = deps.config.redisPrefix;
  const publisher: RealtimePublisher = {
    staffNotification(wcmsId, userId, event) {
      const channel = staffNotificationsChannel(wcmsId, userId, prefix);
      io.to(channel).emit(STAFF_NOTIFICATION_EVENT, channel, event);
    },
    clinicianNotification(wcmsId, userId, event) {
      const channel = clinicianNotificationsChannel(wcmsId, userId, prefix);
      io.to(channel).emit(CLINICIAN_NOTIFICATION_EVENT, channel, event);
    },
    videoEnded(appointmentId, durationSeconds) {
      video.to(videoRoomOf(appointmentId)).emit('ended', { appointmentId, durationSeconds });
    },
    callScreens(wcmsId) {
      callScreens.refresh(wcmsId);
    },
  };
  const callScreens = attachCallScreenSockets(io as unknown as Server, deps, log);
  const video = attachVideoSignalling(io as unknown as Server, deps, log, () => publisher);
  const stopStaleVideoSweep = startStaleVideoSweep(video, deps, log, () => publisher);

  return {
    io,
    publisher,
    // the HTTP server belongs to Fastify, which closes it: only drop this node's connections here, then leave
    // Redis. The transports are closed without a 'disconnect' packet on purpose: a client told it was
    // disconnected by the server does not reconnect, while one that loses its transport reconnects (spec §7) to
    // this node when it is back or to another one.
    close: async () => {
      closing = true;
      stopStaleVideoSweep();
      for (const timer of pending) clearTimeout(timer);
      io.engine.close();
      // a keep-alive connection that goes idle after Fastify's one sweep of idle connections (a long poll the line
      // above has just answered) would hold the server open for keepAliveTimeout: sweep until the server has closed
      const sweep = setInterval(() => httpServer.closeIdleConnections(), 200);
      sweep.unref();
      httpServer.once('close', () => clearInterval(sweep));
      // (a server that never listened, as in the tests that inject requests, emits no 'close')
      setTimeout(() => clearInterval(sweep), 30_000).unref();
      if (redis) {
        // every namespace (staff, video, call screens) has its own adapter on the shared Redis connections: all of
        // them leave before the connections close, so that no other node's request is answered on a closed one
        for (const namespace of io._nsps.values()) await namespace.adapter.close();
        await redis.close();
      }
    },
  };
}
