export const SERVER_BUNDLE: string;
/** `env` with the server's allocator settings added to GLIBC_TUNABLES, an operator's own settings kept. */
export function serverProcessEnv<T extends Record<string, string | undefined>>(env: T): T & { GLIBC_TUNABLES: string };
