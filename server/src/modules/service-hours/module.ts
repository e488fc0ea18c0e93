import { defineModule } from '../server-module.js';
import { serviceHoursResolvers } from './resolvers.js';

/** What the service-hours module adds to the server (registry.ts). */
export const serviceHoursModule = defineModule({
  name: 'service-hours',
  mainResolvers: () => serviceHoursResolvers,
});
