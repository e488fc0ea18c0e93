import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { restClient as RestClient } from './rest/client';

// React Query (and the one QueryClient) load with the first screen that needs server state, not with the entry:
// the sign-in path never downloads them (ARCHITECTURE §8 /login budget). Nothing is cached before they have loaded.
let loaded: QueryClient | null = null;

/** Called by query-client.ts as it creates the client. */
export function registerQueryClient(client: QueryClient): void {
  loaded = client;
}

/** The one QueryClient if its code has loaded, else null (then nothing is cached to clear or remove). */
export function loadedQueryClient(): QueryClient | null {
  return loaded;
}

/** The one QueryClient, loading React Query on first use. */
export function loadQueryClient(): Promise<QueryClient> {
  return import('./query-client').then((m) => m.queryClient);
}

/** The provider of the one QueryClient, loaded on demand (lazy routes wrap their screens in it). */
export function loadQueryProvider(): Promise<ComponentType<{ children: ReactNode }>> {
  return import('./query-provider').then((m) => m.QueryProvider);
}

/** The REST client, loading openapi-fetch on first use (the entry's token refresh needs it only when it runs). */
export function loadRestClient(): Promise<typeof RestClient> {
  return import('./rest/client').then((m) => m.restClient);
}
