/**
 * Console area information governance (spec §3, §5, §9): client and consult retention, and the nightly deletion
 * job that removes completed requests (with their files) and completed video consultations past it, writing each
 * to the retention_deletions audit log. Safe on several nodes: one claims each night, batches use SKIP LOCKED.
 */
export { informationGovernanceResolvers, INFORMATION_GOVERNANCE_LEVEL } from './resolvers.js';
export { startRetentionWorker } from './worker.js';
export { countDue, getRetention, nightlyRetentionPass, runRetentionDeletion } from './service.js';
export { INFORMATION_GOVERNANCE_MESSAGES } from './rules.js';
export { informationGovernanceModule } from './module.js';
