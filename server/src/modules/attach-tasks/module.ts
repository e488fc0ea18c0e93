import { defineModule } from '../server-module.js';
import { attachTaskResolvers } from './resolvers.js';
import { attachTaskRoutes } from './routes.js';

/** What the attach-tasks module adds to the server (registry.ts). */
export const attachTasksModule = defineModule({
  name: 'attach-tasks',
  rest: () => attachTaskRoutes,
  mainResolvers: () => attachTaskResolvers,
});
