import { defineModule } from '../server-module.js';
import { emailNotificationRoutes } from './routes.js';
import { startEmailNotificationWorker } from './worker.js';

/** What the email-notifications module adds to the server (registry.ts). */
export const emailNotificationsModule = defineModule({
  name: 'email-notifications',
  rest: () => emailNotificationRoutes,
  start: startEmailNotificationWorker,
});
