import { useSyncExternalStore } from 'react';

/**
 * The inbox's saved filters panel. spec §2: clicking a top-bar navigation link clears it, so the top bar and
 * the inbox share this small store instead of importing each other.
 */
export type SavedFilters = Record<string, string>;

const KEY = 'carebridge.savedFilters';
const listeners = new Set<() => void>();
let cache: SavedFilters | null | undefined;

function read(): SavedFilters | null {
  if (cache !== undefined) return cache;
  try {
    const raw = window.sessionStorage.getItem(KEY);
    cache = raw ? (JSON.parse(raw) as SavedFilters) : null;
  } catch {
    cache = null;
  }
  return cache;
}

function write(value: SavedFilters | null) {
  cache = value;
  try {
    if (value) window.sessionStorage.setItem(KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage full or unavailable: the in-memory copy still works for this page
  }
  for (const listener of listeners) listener();
}

export function saveFilters(filters: SavedFilters): void {
  write(Object.keys(filters).length > 0 ? filters : null);
}

export function clearSavedFilters(): void {
  write(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSavedFilters(): SavedFilters | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
