import { defineModule } from '../server-module.js';
import { notificationResolvers } from './resolvers.js';
import { notificationRoutes } from './routes.js';

/** What the notifications module adds to the server (registry.ts). */
export const notificationsModule = defineModule({
  name: 'notifications',
  rest: () => notificationRoutes,
  mainResolvers: () => notificationResolvers,
});
