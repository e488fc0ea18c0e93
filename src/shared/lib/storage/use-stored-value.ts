import { useCallback, useSyncExternalStore } from 'react';
import type { StorageKey, StorageSchema } from './schema';
import { storage } from './storage';

/** The value stored under `key`, re-rendering when this or another tab changes it. */
export function useStoredValue<K extends StorageKey>(key: K): StorageSchema[K] | null {
  const subscribe = useCallback((listener: () => void) => storage.subscribe(key, listener), [key]);
  const snapshot = useCallback(() => storage.get(key), [key]);
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
