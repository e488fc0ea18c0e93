import type { StorageKey, StorageSchema } from './schema';

type Listener = () => void;

const listeners = new Map<StorageKey, Set<Listener>>();
// parsed values by key, reused while the raw text is unchanged: reads are cheap and snapshots stable
const cache = new Map<StorageKey, { raw: string | null; value: unknown }>();

function area(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // storage disabled by the browser's privacy settings
    return null;
  }
}

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) ?? null;
  } catch {
    // a corrupt or hand-edited value reads as absent rather than breaking the page
    return null;
  }
}

function read<K extends StorageKey>(key: K): StorageSchema[K] | null {
  const raw = area()?.getItem(key) ?? null;
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value as StorageSchema[K] | null;
  const value = parse(raw);
  cache.set(key, { raw, value });
  return value as StorageSchema[K] | null;
}

function emit(key: StorageKey): void {
  for (const listener of [...(listeners.get(key) ?? [])]) listener();
}

function emitAll(): void {
  for (const key of [...listeners.keys()]) emit(key);
}

let listeningToOtherTabs = false;

// spec §4: state is synced across tabs through storage events (they fire only in the other tabs)
function listenToOtherTabs(): void {
  if (listeningToOtherTabs || typeof window === 'undefined') return;
  listeningToOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== null && event.storageArea !== area()) return;
    if (event.key === null) emitAll();
    else if (listeners.has(event.key as StorageKey)) emit(event.key as StorageKey);
  });
}

/** The typed browser storage of spec §3: JSON values in localStorage, one key each. */
export const storage = {
  /** The stored value, or null when it is missing or not valid JSON. */
  get<K extends StorageKey>(key: K): StorageSchema[K] | null {
    return read(key);
  },

  set<K extends StorageKey>(key: K, value: StorageSchema[K]): void {
    const raw = JSON.stringify(value);
    try {
      area()?.setItem(key, raw);
    } catch {
      // quota exceeded: the value is lost, as it would be in a private window
    }
    emit(key);
  },

  remove(key: StorageKey): void {
    area()?.removeItem(key);
    emit(key);
  },

  /**
   * Calls `listener` whenever `key` changes, by a write in this tab or in another tab of the same origin.
   * Returns the unsubscribe function.
   */
  subscribe(key: StorageKey, listener: Listener): () => void {
    listenToOtherTabs();
    let set = listeners.get(key);
    if (!set) listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(key);
    };
  },
};
