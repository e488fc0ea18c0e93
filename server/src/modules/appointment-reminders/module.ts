import { defineModule } from '../server-module.js';
import { appointmentReminderRoutes } from './routes.js';
import { startReminderWorker } from './worker.js';

/** What the appointment-reminders module adds to the server (registry.ts). */
export const appointmentRemindersModule = defineModule({
  name: 'appointment-reminders',
  rest: () => appointmentReminderRoutes,
  // plans and sends appointment reminders and follows their receipts
  start: startReminderWorker,
});
