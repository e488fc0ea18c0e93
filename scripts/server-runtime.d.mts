export const SERVER_BUNDLE: string;
/**
 * `env` with jemalloc preloaded when it is installed (`jemalloc`: its path, found on this machine by default; null when it is not installed); an
 * operator's LD_PRELOAD or MALLOC_CONF is kept, and SERVER_ALLOCATOR=system keeps glibc's allocator.
 */
export function serverProcessEnv<T extends Record<string, string | undefined>>(
  env: T,
  jemalloc?: string | null,
): T & { LD_PRELOAD?: string; MALLOC_CONF?: string };
