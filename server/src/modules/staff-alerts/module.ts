import { defineModule } from '../server-module.js';
import { staffAlertResolvers } from './resolvers.js';

/** What the staff-alerts module adds to the server (registry.ts). */
export const staffAlertsModule = defineModule({
  name: 'staff-alerts',
  mainResolvers: () => staffAlertResolvers,
});
