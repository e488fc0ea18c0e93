import { defineModule } from '../server-module.js';
import { attachStaffResolvers } from './main-resolvers.js';
import { clinicalSystemResolvers } from './resolvers.js';
import { clinicalRoutes } from './routes.js';

/** What the clinical module adds to the server (registry.ts). */
export const clinicalModule = defineModule({
  name: 'clinical',
  rest: () => clinicalRoutes,
  mainResolvers: () => attachStaffResolvers,
  clinicalResolvers: () => clinicalSystemResolvers,
  clinicalPublicFields: ['Query.version'],
});
