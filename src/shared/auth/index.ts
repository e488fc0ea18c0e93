export { getAccessToken, getSession, saveSession, toStoredSession, useSession } from './session';
export { REFRESH_FAILED, refreshSession } from './refresh';
export { setRefreshFailedHandler } from './refresh-failed';
export { installAuthBridge } from './install';
export { SESSION_ENDING_EVENT, announceSessionEnding } from './session-ending';
