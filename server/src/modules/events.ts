/**
 * An event a lower-level module raises and higher-level modules listen to, so that the lower one need not import
 * them (issue 22: no import loop between modules). The messages module raises `requestsChanged`, say, and the
 * notifications module, which sits above it, stores and publishes staff notifications on it.
 *
 * A module listens from its descriptor's `connect` (server-module.ts), which app.ts calls for every module of the
 * registry when it loads; adding the same listener again has no effect.
 */
export type ModuleEvent<A extends unknown[], R = void> = {
  listen(listener: (...args: A) => Promise<R> | R): void;
  /** Calls every listener in turn, in the order they were added, and returns what they returned. */
  emit(...args: A): Promise<R[]>;
};

export function moduleEvent<A extends unknown[], R = void>(): ModuleEvent<A, R> {
  const listeners = new Set<(...args: A) => Promise<R> | R>();
  return {
    listen: (listener) => void listeners.add(listener),
    emit: async (...args) => {
      const results: R[] = [];
      for (const listener of listeners) results.push(await listener(...args));
      return results;
    },
  };
}
