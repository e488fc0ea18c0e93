import type { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';

const CONNECT_TIMEOUT_MS = 15_000;

/** socket.io's Redis adapter with its two connections (publish and subscribe), for several API nodes (ARCHITECTURE §6). */
export type RedisRealtimeAdapter = {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
};

/**
 * Connects to Redis (REDIS_URL) and makes the socket.io adapter that passes events between nodes. The socket.io key
 * prefix includes REDIS_PREFIX, so deployments sharing one Redis stay apart.
 */
export async function connectRedisAdapter(
  url: string,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<RedisRealtimeAdapter> {
  // loaded only when REDIS_URL is set: the two packages take a second or more of a start without Redis
  const [{ createAdapter }, { createClient }] = await Promise.all([
    import('@socket.io/redis-adapter'),
    import('redis'),
  ]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const [name, client] of [
    ['publish', pub],
    ['subscribe', sub],
  ] as const) {
    // without a listener an 'error' (e.g. a dropped connection, which the client retries) would crash the process
    client.on('error', (error: unknown) => log.error({ err: error, client: name }, 'redis connection error'));
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    // the client keeps retrying an unreachable server: give up on starting after a while instead of hanging
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`could not connect to Redis within ${CONNECT_TIMEOUT_MS} ms`)),
        CONNECT_TIMEOUT_MS,
      );
    });
    await Promise.race([Promise.all([pub.connect(), sub.connect()]), timeout]);
  } catch (error) {
    await Promise.allSettled([pub.disconnect(), sub.disconnect()]);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  log.info({ redis: new URL(url).host }, 'socket.io uses the Redis adapter');
  return {
    adapter: createAdapter(pub, sub, { key: `${prefix}socket.io` }),
    close: async () => {
      // quit() waits for the commands already sent; disconnect() if that fails
      await Promise.all(
        [pub, sub].map(async (client) => {
          if (!client.isOpen) return;
          await client.quit().catch(() => client.disconnect().catch(() => undefined));
        }),
      );
    },
  };
}
