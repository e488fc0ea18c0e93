export { useConsoleAccess } from './api/console-access';
export { CONSOLE_AREA_GROUPS, availableAreas } from './model/areas';
export type { ConsoleArea, ConsoleAreaGroup, ConsolePanelProps } from './model/areas';
export { ConsoleAccessGate } from './ui/console-access-gate';
