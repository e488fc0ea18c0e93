export { SessionLock } from './ui/session-lock';
