export { SessionLock } from './ui/session-lock';
export { lockSession } from './model/lock';
