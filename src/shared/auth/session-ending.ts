/**
 * The window event fired just before the session locks or signs out, while the bearer token is still stored:
 * what the user holds on the server (an open request's lock, spec §4) is given up on it.
 */
export const SESSION_ENDING_EVENT = 'carebridge:session-ending';

/** Tells the page the session is about to end (lock or sign-out). */
export function announceSessionEnding(): void {
  window.dispatchEvent(new Event(SESSION_ENDING_EVENT));
}
