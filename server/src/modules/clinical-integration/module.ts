import { defineModule } from '../server-module.js';
import { clinicalIntegrationResolvers } from './resolvers.js';

/** What the clinical-integration module adds to the server (registry.ts). */
export const clinicalIntegrationModule = defineModule({
  name: 'clinical-integration',
  mainResolvers: () => clinicalIntegrationResolvers,
});
