import { defineModule } from '../server-module.js';
import { externalRecipientRoutes } from './routes.js';

/** What the external-recipients module adds to the server (registry.ts). */
export const externalRecipientsModule = defineModule({
  name: 'external-recipients',
  rest: () => externalRecipientRoutes,
});
