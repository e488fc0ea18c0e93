export { ShortcutsDialog, WorkspaceShortcuts } from './ui/workspace-shortcuts';
export { SHORTCUTS, isTypingTarget, markedControl, shortcutFor } from './model/shortcuts';
export type { ShortcutAction } from './model/shortcuts';
