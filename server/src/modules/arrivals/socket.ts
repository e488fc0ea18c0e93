import type { Namespace, Server } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import {
  CALL_SCREEN_EVENT,
  CALL_SCREEN_NAMESPACE,
  type CallScreenClientToServerEvents,
  type CallScreenServerToClientEvents,
} from '@contracts/realtime/call-screens.js';
import type { AppDeps } from '../../context.js';
import { deviceOf } from './devices.js';

/**
 * The call screens' namespace: a socket joins only with a registered TV screen's device token, and only its own
 * organisation's room. Events ask the screen to refetch its state (which is scoped to that screen).
 */
export function attachCallScreenSockets(io: Server, deps: AppDeps, log: FastifyBaseLogger) {
  const ns = io.of(CALL_SCREEN_NAMESPACE) as unknown as Namespace<
    CallScreenClientToServerEvents,
    CallScreenServerToClientEvents
  >;
  const room = (wcmsId: number) => `${deps.config.redisPrefix}callScreens.${wcmsId}`;
  ns.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    const device = await deviceOf(deps.db, token, 'tv', deps.clock.now()).catch(() => null);
    if (!device) {
      log.warn({ address: socket.handshake.address }, 'call screen socket refused: not registered');
      next(new Error('This screen is not registered.'));
      return;
    }
    await socket.join(room(device.wcmsId));
    next();
  });
  return {
    refresh(wcmsId: number) {
      ns.to(room(wcmsId)).emit(CALL_SCREEN_EVENT, { type: 'refresh' });
    },
  };
}
