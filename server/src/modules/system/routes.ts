import type { RestHandlers } from '../../rest/types.js';

export const systemRoutes: RestHandlers = {
  // spec §7: the megatron api version, read by the client from _embedded.items[0].version
  getVersion: async ({ ctx }) => ({ status: 200, body: { _embedded: { items: [{ version: ctx.config.version }] } } }),
};
