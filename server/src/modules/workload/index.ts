/** Console area workload dashboard (spec §1): the organisation's requests now, read live by the console page. */
export { workloadResolvers, WORKLOAD_LEVEL } from './resolvers.js';
export { organisationWorkload, type Workload } from './service.js';
export { workloadModule } from './module.js';
