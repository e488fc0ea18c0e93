import { defineModule } from '../server-module.js';
import { appointmentResolvers } from './resolvers.js';

/** What the appointments module adds to the server (registry.ts). */
export const appointmentsModule = defineModule({
  name: 'appointments',
  mainResolvers: () => appointmentResolvers,
});
