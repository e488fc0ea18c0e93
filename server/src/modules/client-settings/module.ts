import { defineModule } from '../server-module.js';
import { clientSettingsRoutes } from './routes.js';

/** What the client-settings module adds to the server (registry.ts). */
export const clientSettingsModule = defineModule({
  name: 'client-settings',
  rest: () => clientSettingsRoutes,
});
