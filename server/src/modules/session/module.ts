import { defineModule } from '../server-module.js';
import { sessionResolvers } from './resolvers.js';
import { sessionRoutes } from './routes.js';

/** What the session module adds to the server (registry.ts). */
export const sessionModule = defineModule({
  name: 'session',
  rest: () => sessionRoutes,
  mainResolvers: () => sessionResolvers,
  publicFields: ['Mutation.login', 'Mutation.verifySession'],
});
