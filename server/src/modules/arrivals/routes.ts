import type { FastifyRequest } from 'fastify';
import type { RestHandlers } from '../../rest/types.js';
import { callScreenView, deviceOf, kioskCheckIn, kioskResponses, kioskView, registerDevice } from './devices.js';

const tokenOf = (request: FastifyRequest) => {
  const header = request.headers['x-device-token'];
  return typeof header === 'string' ? header : undefined;
};

/** The kiosk and TV call screen calls: no staff token; each is scoped by the device's own token. */
export const arrivalRoutes: RestHandlers = {
  registerArrivalDevice: async ({ request, body, ctx }) => ({
    status: 201,
    body: await registerDevice(ctx.db, body, ctx.clock.now(), request.ip),
  }),
  getKiosk: async ({ request, ctx }) => {
    const device = await deviceOf(ctx.db, tokenOf(request), 'touchscreen', ctx.clock.now());
    return { status: 200, body: await kioskView(ctx.db, device) };
  },
  kioskCheckIn: async ({ request, body, ctx }) => {
    const now = ctx.clock.now();
    const device = await deviceOf(ctx.db, tokenOf(request), 'touchscreen', now);
    return { status: 200, body: await kioskCheckIn(ctx, device, body, now) };
  },
  kioskResponses: async ({ request, body, ctx }) => {
    const now = ctx.clock.now();
    const device = await deviceOf(ctx.db, tokenOf(request), 'touchscreen', now);
    await kioskResponses(ctx, device, body, now);
    return { status: 204 };
  },
  getCallScreen: async ({ request, ctx }) => {
    const now = ctx.clock.now();
    const device = await deviceOf(ctx.db, tokenOf(request), 'tv', now);
    return { status: 200, body: await callScreenView(ctx.db, device, now) };
  },
};
