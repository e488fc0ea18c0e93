import { setAuthBridge } from '@/shared/api';
import { refreshSession } from './refresh';
import { getAccessToken } from './session';

/** Gives the API layer the session's token and the single-flight refresh (call once at start-up). */
export function installAuthBridge(): void {
  setAuthBridge({ getAccessToken, refresh: refreshSession });
}
