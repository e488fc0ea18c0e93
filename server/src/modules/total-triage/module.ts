import { defineModule } from '../server-module.js';
import { totalTriageResolvers } from './resolvers.js';
import { totalTriageRoutes } from './routes.js';

/** What the total-triage module adds to the server (registry.ts). */
export const totalTriageModule = defineModule({
  name: 'total-triage',
  rest: () => totalTriageRoutes,
  mainResolvers: () => totalTriageResolvers,
});
