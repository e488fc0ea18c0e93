import { browserLocation } from '@/shared/routes';

/** A lazily loaded part of the app could not be fetched, usually because a new version was deployed. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (?:CSS )?chunk [\w-]+ failed/i.test(
      message,
    )
  );
}

const RELOADED_AT = 'carebridge.chunkReloadAt';
/** A second failure this soon after the reload is a real outage, not an old page: show the error page. */
const RELOAD_WINDOW_MS = 10_000;
const decided = new WeakMap<object, boolean>();

/**
 * spec §8: a failed dynamic module load reloads the page, once: decides (once per error) whether to reload
 * now, remembering the reload in this tab's sessionStorage.
 */
export function shouldReloadFor(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = error as object;
  const known = decided.get(key);
  if (known !== undefined) return known;
  let reload = false;
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT) ?? 0);
    reload = !(Date.now() - last < RELOAD_WINDOW_MS);
    if (reload) window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    reload = false;
  }
  decided.set(key, reload);
  return reload;
}

export function reloadPage(): void {
  browserLocation.reload();
}
