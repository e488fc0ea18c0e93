export {
  ADVANCED_DENIED,
  CONSOLE_ACCESS_NONE,
  CONSOLE_NOT_ALLOWED,
  consoleStanding,
  levelAllows,
  mayOpenConsole,
  requireConsoleAccess,
} from './access.js';
export type { ConsoleAreaLevel, ConsoleCaller } from './access.js';
export { consoleResolvers } from './resolvers.js';
export { colleagueCovers, staffShares } from './tables.js';

// what other modules use (issue 22: other code imports a module only through its index)
export { checkShareTargets, type ShareFailure } from './sharing.js';
export { consoleModule } from './module.js';
