import { defineModule } from '../server-module.js';
import { reportResolvers } from './resolvers.js';
import { reportRoutes } from './routes.js';
import { startRollupVacuum } from './worker.js';

/** What the reports module adds to the server (registry.ts). */
export const reportsModule = defineModule({
  name: 'reports',
  mainResolvers: () => reportResolvers,
  rest: () => reportRoutes,
  start: startRollupVacuum,
});
