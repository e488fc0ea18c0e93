import { defineModule } from '../server-module.js';
import { groupDeactivated } from '../groups/index.js';
import { reassignGroupRequests } from './reassign.js';
import { registerMultipart } from './multipart.js';
import { messageRoutes } from './routes.js';
import { totalTriageRoutes } from './triage-routes.js';
import { dailyLimitsResolvers } from './daily-limits-resolvers.js';
import { startCounterVacuum } from './inbox-vacuum.js';

/** What the messages module adds to the server (registry.ts). */
export const messagesModule = defineModule({
  name: 'messages',
  rest: () => ({ ...messageRoutes, ...totalTriageRoutes }),
  mainResolvers: () => dailyLimitsResolvers,
  register: registerMultipart,
  // spec §4: the open requests of a deactivated group go to Incoming requests
  connect: () => groupDeactivated.listen(reassignGroupRequests),
  // PGlite: the inbox's counter tables, vacuumed as autovacuum would
  start: startCounterVacuum,
});
