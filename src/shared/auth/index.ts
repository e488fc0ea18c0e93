export { getAccessToken, getSession, saveSession, toStoredSession, useSession } from './session';
export { REFRESH_FAILED, refreshSession, setRefreshFailedHandler } from './refresh';
export { installAuthBridge } from './install';
export { SESSION_ENDING_EVENT, announceSessionEnding } from './session-ending';
