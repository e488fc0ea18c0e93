import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** How often a module's tables are vacuumed on PGlite, and how soon after the server starts the first pass runs. */
const VACUUM_INTERVAL_MS = 10 * 60_000;
const FIRST_VACUUM_MS = 5_000;

/**
 * PGlite runs no autovacuum: a module whose tables need it (their rows updated in place, their statistics or their
 * visibility map read by its queries) has `statement(pass)` run shortly after the server starts and then every 10
 * minutes, one pass at a time, a failure logged as `what`. On PostgreSQL autovacuum does this and nothing runs.
 */
export function schedulePgliteVacuum(
  app: FastifyInstance,
  deps: { db: Db; config: { databaseUrl?: string | undefined } },
  what: string,
  statement: (pass: number) => SQL,
): void {
  if (deps.config.databaseUrl) return;
  let running = false;
  let passes = 0;
  const pass = () => {
    if (running) return;
    running = true;
    deps.db
      .execute(statement(passes++))
      .catch((error: unknown) => app.log.error({ err: error }, `${what} vacuum failed`))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(pass, FIRST_VACUUM_MS);
  const timer = setInterval(pass, VACUUM_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
