/**
 * How the API layer reaches the session without importing it: shared/auth registers these once at start-up.
 * `refresh` must be single-flight (spec §4); the API layer calls it at most once per failed request.
 */
export type AuthBridge = {
  getAccessToken(): string | null;
  refresh(): Promise<void>;
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
