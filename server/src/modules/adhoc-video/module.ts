import { defineModule } from '../server-module.js';
import { adhocVideoResolvers } from './resolvers.js';
import { adhocVideoRoutes } from './routes.js';

/** What the adhoc-video module adds to the server (registry.ts). */
export const adhocVideoModule = defineModule({
  name: 'adhoc-video',
  rest: () => adhocVideoRoutes,
  mainResolvers: () => adhocVideoResolvers,
});
