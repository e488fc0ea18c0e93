export { WorkspaceShortcuts } from './ui/workspace-shortcuts';
