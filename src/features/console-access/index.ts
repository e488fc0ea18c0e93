export { ConsoleAccessQuery, consoleAccessQueries, useConsoleAccess } from './api/console-access';
export { CONSOLE_AREA_GROUPS, CONSOLE_LEVELS, availableAreas, levelAllows, offersCareNavigation } from './model/areas';
export type { ConsoleArea, ConsoleAreaGroup, ConsolePanelProps, ConsoleAreaLevel, ConsoleLevel } from './model/areas';
export { ConsoleAccessGate } from './ui/console-access-gate';
