import { defineModule } from '../server-module.js';
import { mobileArrivalResolvers } from './resolvers.js';
import { mobileArrivalRoutes } from './routes.js';
import { startMobileArrivalWorker } from './worker.js';

/** What the mobile arrival module adds to the server (registry.ts). */
export const mobileArrivalModule = defineModule({
  name: 'mobile-arrival',
  rest: () => mobileArrivalRoutes,
  mainResolvers: () => mobileArrivalResolvers,
  start: (app, deps) => startMobileArrivalWorker(app, deps),
});
