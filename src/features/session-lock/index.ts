export { SessionLock, LOCK_EVENT } from './ui/session-lock';
export {
  DEFAULT_INACTIVITY_TIMEOUT_MINUTES,
  effectiveInactivityMinutes,
  LOCK_REMOVED_KEYS,
  idleTimeoutMs,
  lockSession,
  shouldLockWhenIdle,
} from './model/lock';
