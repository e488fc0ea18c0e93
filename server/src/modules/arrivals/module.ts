import { defineModule } from '../server-module.js';
import { arrivalResolvers } from './resolvers.js';
import { arrivalRoutes } from './routes.js';

/** What the arrivals module adds to the server (registry.ts). */
export const arrivalsModule = defineModule({
  name: 'arrivals',
  rest: () => arrivalRoutes,
  mainResolvers: () => arrivalResolvers,
});
