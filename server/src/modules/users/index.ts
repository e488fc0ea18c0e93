// The users module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export { canActFor, canManage, canManageUser, forbiddenUser, parseId, requireUser, roleIn } from './access.js';
export { type AreaCaller, requireStaffArea } from './area-access.js';
export {
  type ConsoleAccessLevel,
  consoleAccessLevels,
  defaultConsoleAccess,
  memberships,
  type Role,
  users,
  userSettings,
} from './tables.js';
export { hasSuperUserPowers, isSuperUserAccount, SUPER_USER_MODE_MESSAGES } from './super-user.js';
export { usersModule } from './module.js';
