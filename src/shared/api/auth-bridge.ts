/**
 * How the API layer reaches the session without importing it: shared/auth registers these once at start-up.
 * `refresh` must be single-flight (spec §4); the API layer calls it at most once per failed request.
 */
export type AuthBridge = {
  getAccessToken(): string | null;
  refresh(): Promise<void>;
  /** True when the token's own expiry (its exp claim) has passed: refresh once before sending, not after a 401. */
  isExpired?(token: string): boolean;
};

let bridge: AuthBridge = {
  getAccessToken: () => null,
  refresh: async () => Promise.reject(new Error('Refresh Failed')),
};

export function setAuthBridge(next: AuthBridge): void {
  bridge = next;
}

export function authBridge(): AuthBridge {
  return bridge;
}

/**
 * The bearer token to send: when it is known to have expired (after a long idle), the single-flight refresh runs
 * first, so the calls of a waking page do not all go out with a dead token and come back 401 (issue 23).
 */
export async function freshAccessToken(): Promise<string | null> {
  const token = bridge.getAccessToken();
  if (!token || !bridge.isExpired?.(token)) return token;
  try {
    await bridge.refresh();
  } catch {
    // the request goes out as before and its 401 takes the usual path (refresh failed → sign-in)
    return token;
  }
  return bridge.getAccessToken();
}
