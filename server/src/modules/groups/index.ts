// The groups module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export {
  coversUnattached,
  ensureIncomingGroup,
  groupDeactivated,
  type Group,
  type GroupsContext,
  listCovering,
  listGroups,
  setCovering,
  unattachedCovers,
} from './service.js';
export { groupMembers, groupShares, groups, INCOMING_GROUP_NAME } from './tables.js';
export { groupsModule } from './module.js';
