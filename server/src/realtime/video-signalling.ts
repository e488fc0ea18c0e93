import type { Namespace, Server, Socket } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  VIDEO_NAMESPACE,
  VIDEO_ROOM_CAPACITY,
  type VideoClientToServerEvents,
  type VideoJoinRequest,
  type VideoJoinResult,
  type VideoRole,
  type VideoServerToClientEvents,
  type VideoSignal,
} from '@contracts/realtime/video.js';
import type { AppDeps, AuthUser } from '../context.js';
import { adhocVideos } from '../modules/adhoc-video/index.js';
import { endStaleVideos, isExpired, participantJoined, participantLeft } from '../modules/adhoc-video/index.js';
import { VIDEO_MESSAGES } from '../modules/adhoc-video/index.js';
import { roleIn } from '../modules/users/index.js';
import type { RealtimePublisher } from './publisher.js';

type VideoSocketData = {
  user: AuthUser | null;
  video?: { appointmentId: number; role: VideoRole; room: string };
};
type VideoSocket = Socket<VideoClientToServerEvents, VideoServerToClientEvents, Record<string, never>, VideoSocketData>;
export type VideoNamespace = Namespace<
  VideoClientToServerEvents,
  VideoServerToClientEvents,
  Record<string, never>,
  VideoSocketData
>;

/** The socket.io room of an appointment's call. */
export const videoRoomOf = (appointmentId: number) => `video.${appointmentId}`;

const REFUSALS = {
  ROOM_FULL: VIDEO_MESSAGES.roomFull,
  COMPLETED: VIDEO_MESSAGES.ended,
  EXPIRED: VIDEO_MESSAGES.expired,
  NOT_FOUND: VIDEO_MESSAGES.notFound,
  FORBIDDEN: VIDEO_MESSAGES.forbidden,
} as const;

const refuse = (code: keyof typeof REFUSALS): VideoJoinResult => ({ ok: false, code, error: REFUSALS[code] });

function isJoinRequest(value: unknown): value is VideoJoinRequest {
  const v = value as VideoJoinRequest | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.room === 'string' &&
    typeof v.roomKey === 'string' &&
    v.roomKey.length > 0 &&
    v.roomKey.length <= 2048 &&
    (v.uid === undefined || typeof v.uid === 'string')
  );
}

function isSignal(value: unknown): value is VideoSignal {
  const v = value as VideoSignal | null;
  if (typeof v !== 'object' || v === null) return false;
  if (v.kind === 'description') return typeof v.description === 'object' && typeof v.description?.type === 'string';
  if (v.kind === 'candidate') return typeof v.candidate === 'object' && typeof v.candidate?.candidate === 'string';
  return false;
}

/**
 * WebRTC signalling for the embedded video provider, on the /video namespace of the app's socket.io. A socket
 * may carry a bearer token (clinicians) or none (guests). Joining needs the room and room key of an open
 * appointment: a guest also gives the link's uid; a clinician must be a member of the appointment's organisation.
 * A room holds two participants; a third is told 'room full'. Offers, answers and candidates are relayed to the
 * other participant only. A room holds one clinician and one guest; a clinician who rejoins replaces their own
 * earlier connection.
 */
export function attachVideoSignalling(
  io: Server,
  deps: AppDeps,
  log: FastifyBaseLogger,
  publisher: () => RealtimePublisher,
): VideoNamespace {
  const nsp = io.of(VIDEO_NAMESPACE) as unknown as VideoNamespace;
  // joins to one room are handled one at a time on this node, so two at once cannot both take the last place
  const joining = new Map<string, Promise<unknown>>();

  nsp.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    socket.data.user = token ? await deps.authenticator.authenticate(token).catch(() => null) : null;
    next();
  });

  const leave = async (socket: VideoSocket) => {
    const video = socket.data.video;
    if (!video) return;
    socket.data.video = undefined;
    await socket.leave(video.room);
    socket.to(video.room).emit('peerLeft', { role: video.role });
    const remaining = await nsp.in(video.room).fetchSockets();
    await participantLeft(deps.db, video.appointmentId, remaining.length, deps.clock.now()).catch((error: unknown) =>
      log.error({ err: error, appointmentId: video.appointmentId }, 'video participant count not saved'),
    );
  };

  type Admitted =
    | { result: VideoJoinResult }
    | { result: VideoJoinResult; row: typeof adhocVideos.$inferSelect; role: VideoRole; participants: number };

  async function join(socket: VideoSocket, request: VideoJoinRequest): Promise<VideoJoinResult> {
    const [found] = await deps.db
      .select({ id: adhocVideos.id })
      .from(adhocVideos)
      .where(and(eq(adhocVideos.room, request.room), eq(adhocVideos.roomKey, request.roomKey)))
      .limit(1);
    if (!found) return refuse('NOT_FOUND');
    // a socket moving from another call leaves it first (outside the lock below, which is this call's alone)
    if (socket.data.video && socket.data.video.appointmentId !== found.id) await leave(socket);
    // The appointment's row stays locked until this socket is in the room: joins to one call are taken one at a
    // time on every node (the per-node queue cannot see another node), so two people joining at the same instant
    // on two nodes cannot both take the last place. The room's members are asked across nodes (Redis adapter).
    const joined = await deps.db.transaction(async (tx): Promise<Admitted> => {
      const [row] = await tx.select().from(adhocVideos).where(eq(adhocVideos.id, found.id)).for('update');
      if (!row) return { result: refuse('NOT_FOUND') };
      return admit(tx, socket, request, row);
    });
    if ('row' in joined) {
      // after the commit, so the clinician's 'video patient ready' is readable when its event arrives
      await participantJoined(
        { db: deps.db, clock: deps.clock, realtime: publisher() },
        joined.row,
        joined.role,
        joined.participants,
      ).catch((error: unknown) =>
        log.error({ err: error, appointmentId: joined.row.id }, 'video participant joined, not recorded'),
      );
    }
    return joined.result;
  }

  async function admit(
    tx: typeof deps.db,
    socket: VideoSocket,
    request: VideoJoinRequest,
    row: typeof adhocVideos.$inferSelect,
  ): Promise<Admitted> {
    let role: VideoRole;
    if (request.uid !== undefined) {
      if (request.uid !== row.uid) return { result: refuse('NOT_FOUND') };
      role = 'guest';
    } else {
      const user = socket.data.user;
      const staffRole = user ? await roleIn(tx, user, row.wcmsId) : null;
      if (staffRole === null || staffRole === 'super') return { result: refuse('FORBIDDEN') };
      role = 'clinician';
    }
    if (row.completed) return { result: refuse('COMPLETED') };
    if (isExpired(row, deps.clock.now())) return { result: refuse('EXPIRED') };
    const room = videoRoomOf(row.id);
    const present = await nsp.in(room).fetchSockets();
    if (present.some((s) => s.id === socket.id)) {
      return { result: { ok: true, appointmentId: row.id, role, peers: present.length - 1 } };
    }
    // a clinician who comes back (a reloaded or reopened window) takes over their own place from the old socket;
    // the old one leaves quietly, the other participant is told of the new one (peerJoined) and offers again
    const isOwnOldPlace = (s: (typeof present)[number]) =>
      role === 'clinician' && s.data.video?.role === 'clinician' && s.data.user?.userId === socket.data.user?.userId;
    for (const old of present.filter(isOwnOldPlace)) {
      const local = nsp.sockets.get(old.id);
      if (local) local.data.video = undefined;
      old.leave(room);
      old.disconnect(true);
    }
    const staying = present.filter((s) => !isOwnOldPlace(s));
    // two participants, one of each: while one side is away for a moment, nobody else takes its place
    if (staying.length >= VIDEO_ROOM_CAPACITY || staying.some((s) => s.data.video?.role === role)) {
      return { result: refuse('ROOM_FULL') };
    }
    await socket.join(room);
    socket.data.video = { appointmentId: row.id, role, room };
    socket.to(room).emit('peerJoined', { role });
    return {
      result: { ok: true, appointmentId: row.id, role, peers: staying.length },
      row,
      role,
      participants: staying.length + 1,
    };
  }

  nsp.on('connection', (socket: VideoSocket) => {
    socket.on('join', (request, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (!isJoinRequest(request)) {
        reply(refuse('NOT_FOUND'));
        return;
      }
      // serialised per room key: the appointment id is not known before the lookup, its key identifies it
      const keyHash = request.roomKey;
      const previous = joining.get(keyHash) ?? Promise.resolve();
      const current = previous
        .catch(() => undefined)
        .then(() => join(socket, request))
        .then(reply, (error: unknown) => {
          log.error({ err: error }, 'video join failed');
          reply(refuse('NOT_FOUND'));
        })
        .finally(() => {
          if (joining.get(keyHash) === current) joining.delete(keyHash);
        });
      joining.set(keyHash, current);
    });
    socket.on('signal', (signal) => {
      const video = socket.data.video;
      if (!video || !isSignal(signal)) return;
      socket.to(video.room).emit('signal', signal);
    });
    // leaving asks the other nodes who is left (Redis adapter), which can time out while a node stops: logged,
    // never an unhandled rejection (that would end the process)
    const leaveLogged = () =>
      leave(socket).catch((error: unknown) => log.warn({ err: error }, 'video participant left, count not updated'));
    socket.on('leave', () => void leaveLogged());
    socket.on('disconnect', () => void leaveLogged());
  });

  return nsp;
}

/** How often started calls are checked for having been left (issue 23: stale sessions end by themselves). */
export const STALE_VIDEO_SWEEP_MS = 60_000;

/**
 * Ends, every minute, the calls nobody has been in for a while (endStaleVideos): who is present is asked of the
 * signalling's rooms, across nodes when Redis joins them. Returns the function that stops it.
 */
export function startStaleVideoSweep(
  nsp: VideoNamespace,
  deps: AppDeps,
  log: FastifyBaseLogger,
  publisher: () => RealtimePublisher,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    endStaleVideos(
      { db: deps.db, clock: deps.clock, config: deps.config, messaging: deps.messaging, realtime: publisher(), log },
      async (appointmentId) => (await nsp.in(videoRoomOf(appointmentId)).fetchSockets()).length,
    )
      .catch((error: unknown) => log.error({ err: error }, 'stale video sweep failed'))
      .finally(() => {
        running = false;
      });
  }, STALE_VIDEO_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
