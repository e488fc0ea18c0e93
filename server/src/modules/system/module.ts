import { defineModule } from '../server-module.js';
import { systemResolvers } from './resolvers.js';
import { systemRoutes } from './routes.js';

/** What the system module adds to the server (registry.ts). */
export const systemModule = defineModule({
  name: 'system',
  rest: () => systemRoutes,
  plainMainResolvers: () => systemResolvers,
  publicFields: ['Query.version', 'Query.config', 'Query.isUsingVPN'],
});
