import { defineModule } from '../server-module.js';
import { userRoutes } from './routes.js';

/** What the users module adds to the server (registry.ts). */
export const usersModule = defineModule({
  name: 'users',
  rest: () => userRoutes,
});
