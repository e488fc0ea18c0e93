import { defineModule } from '../server-module.js';
import { outboundRoutes } from './routes.js';
import { startOutboundWorker } from './worker.js';

/** What the outbound module adds to the server (registry.ts). */
export const outboundModule = defineModule({
  name: 'outbound',
  rest: () => outboundRoutes,
  // hands scheduled outbound messages, reminders and fallbacks to the provider as they fall due
  start: startOutboundWorker,
});
