import { use } from 'react';
import { execute, type ConfigQuery as ConfigQueryResult } from '@/shared/api';
import { ConfigQuery } from './config-query';

export type RuntimeConfig = ConfigQueryResult['config'];

// Loaded once per page, before anything shows (spec §4), without React Query: the sign-in path reads it too and
// stays lean (ARCHITECTURE §8). The 'config' query (config-queries.ts) starts from the same value.
let loaded: RuntimeConfig | undefined;
// status/value: React's use() returns a settled promise's value at once, with no suspending render
let pending: (Promise<RuntimeConfig> & { status?: 'fulfilled'; value?: RuntimeConfig }) | null = null;

/** Loads the runtime configuration (noAuth) once; a failed load is tried again on the next call. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= execute(ConfigQuery, {}, { noAuth: true }).then(
    ({ config }) => {
      loaded = config;
      if (pending) Object.assign(pending, { status: 'fulfilled', value: config });
      return config;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The runtime configuration if it has loaded. */
export function loadedRuntimeConfig(): RuntimeConfig | undefined {
  return loaded;
}

/** The loaded runtime configuration; only used below the bootstrap gate, so it is always present there. */
export function useRuntimeConfig(): RuntimeConfig {
  // loaded: no suspending at all (the bootstrap gate has always loaded it in the app)
  return loaded ?? use(loadRuntimeConfig());
}
