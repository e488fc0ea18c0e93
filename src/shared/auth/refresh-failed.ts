let onFailed: () => void = () => undefined;

/**
 * What to do when the session cannot be refreshed: the app logs out and reloads (spec §8). Kept apart from the
 * refresh itself, which loads on the first refresh (install.ts), so the entry can set it without carrying that code.
 */
export function setRefreshFailedHandler(handler: () => void): void {
  onFailed = handler;
}

export function refreshFailed(): void {
  onFailed();
}
