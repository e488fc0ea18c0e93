export { getAccessToken, getSession, isSignedIn, saveSession, toStoredSession, useSession } from './session';
export type { SessionPayload } from './session';
export {
  REFRESH_FAILED,
  REFRESH_WAIT_ATTEMPTS,
  REFRESH_WAIT_INTERVAL_MS,
  RefreshFailedError,
  RefreshUnreachableError,
  refreshSession,
  setRefreshFailedHandler,
} from './refresh';
export { installAuthBridge } from './install';
export { SESSION_ENDING_EVENT, announceSessionEnding } from './session-ending';
