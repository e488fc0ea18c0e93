import { defineModule } from '../server-module.js';
import { groupConsoleResolvers } from './console-resolvers.js';

/** What the groups module adds to the server (registry.ts). */
export const groupsModule = defineModule({
  name: 'groups',
  mainResolvers: () => groupConsoleResolvers,
});
