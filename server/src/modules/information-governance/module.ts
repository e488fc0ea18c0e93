import { defineModule } from '../server-module.js';
import { informationGovernanceResolvers } from './resolvers.js';
import { startRetentionWorker } from './worker.js';

/** What the information-governance module adds to the server (registry.ts). */
export const informationGovernanceModule = defineModule({
  name: 'information-governance',
  mainResolvers: () => informationGovernanceResolvers,
  // the nightly deletion of records past their retention (one node runs it each night)
  start: startRetentionWorker,
});
