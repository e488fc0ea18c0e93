// The groups module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export {
  coversUnattached,
  ensureIncomingGroup,
  listCovering,
  listGroups,
  reassignColleagueRequests,
  setCovering,
  unattachedCovers,
} from './service.js';
export { groupMembers, groups } from './tables.js';
export { groupsModule } from './module.js';
