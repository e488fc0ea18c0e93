import type { Authenticator } from '../context.js';

/**
 * Until sign-in exists (issue 3) no session can be issued, so no bearer token is valid and every protected
 * call answers 401 / UNAUTHENTICATED. Replaced by the session-backed authenticator.
 */
export const noSessionsAuthenticator: Authenticator = {
  authenticate: async () => null,
};
