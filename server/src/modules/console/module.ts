import { defineModule } from '../server-module.js';
import { consoleResolvers } from './resolvers.js';

/** What the console module adds to the server (registry.ts). */
export const consoleModule = defineModule({
  name: 'console',
  mainResolvers: () => consoleResolvers,
});
