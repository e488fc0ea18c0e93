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
export async function freshAccessToken(options: { signingOut?: boolean } = {}): Promise<string | null> {
  // once the session is being signed out, nothing more goes out with it but the sign-out itself: the page is about
  // to leave, and a call arriving after the server ended the session would only come back 401
  if (signingOut && !options.signingOut) return new Promise<never>(() => undefined);
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

let signingOut = false;
const inFlight = new Set<Promise<unknown>>();

/** Counts an authenticated call as on the wire until `done` settles (see beginSignOut). */
export function trackAuthenticatedCall<T>(done: Promise<T>): Promise<T> {
  const settled = done.then(
    () => undefined,
    () => undefined,
  );
  inFlight.add(settled);
  void settled.then(() => inFlight.delete(settled));
  return done;
}

/**
 * Starts a sign-out: no further authenticated call is sent (they wait for the page to leave), and the calls already on
 * the wire are given up to `maxWaitMs` to be answered, so none reaches the server after the session has ended.
 */
export async function beginSignOut(maxWaitMs = 1_000): Promise<void> {
  signingOut = true;
  if (inFlight.size === 0) return;
  await Promise.race([Promise.all([...inFlight]), new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
}

/** For tests, whose page never leaves: a sign-out started by one test ends with it. */
export function resetSignOut(): void {
  signingOut = false;
  inFlight.clear();
}
