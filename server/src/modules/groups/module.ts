import { defineModule } from '../server-module.js';
import { groupConsoleResolvers } from './console-resolvers.js';
import { coveringRoutes } from './covering-routes.js';

/** What the groups module adds to the server (registry.ts). */
export const groupsModule = defineModule({
  name: 'groups',
  rest: () => coveringRoutes,
  mainResolvers: () => groupConsoleResolvers,
});
