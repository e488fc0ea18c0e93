import { defineModule } from '../server-module.js';
import { requestWorkflowResolvers } from './resolvers.js';

/** What the request-workflow module adds to the server (registry.ts). */
export const requestWorkflowModule = defineModule({
  name: 'request-workflow',
  mainResolvers: () => requestWorkflowResolvers,
});
