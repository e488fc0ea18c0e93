import { defineModule } from '../server-module.js';
import { workloadResolvers } from './resolvers.js';

/** What the workload module adds to the server (registry.ts). */
export const workloadModule = defineModule({
  name: 'workload',
  mainResolvers: () => workloadResolvers,
});
