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
export { colleagueCovers, groupShares, staffShares } from './tables.js';
