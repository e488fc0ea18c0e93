import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { WorkerDeps } from '../server-module.js';

/** How often the inbox's counter tables are vacuumed on PGlite (and once, shortly after the server starts). */
const VACUUM_INTERVAL_MS = 10 * 60_000;
const FIRST_VACUUM_MS = 5_000;

/**
 * PGlite runs no autovacuum: request_open_counts and request_read_open_counts are a few dozen rows updated in place
 * on every change to a request or a read, so their dead row versions pile up, without end on a server that runs for
 * months, and every inbox total steps over them (after 100,000 requests were added, the default inbox's total read
 * 62 live rows among 1,812 index entries: 0.26 ms on PGlite, 0.08 ms once vacuumed). The first pass rewrites them
 * (VACUUM FULL): a bulk change in one transaction (a migration, a seed, 100,000 requests added at once) leaves their
 * few live rows spread over many pages, which a plain vacuum never gathers (69 pages, 72 buffers for each total;
 * 1 page rewritten). On PostgreSQL autovacuum does this and nothing runs.
 */
export function startCounterVacuum(app: FastifyInstance, deps: Pick<WorkerDeps, 'db' | 'config'>) {
  if (deps.config.databaseUrl) return;
  let running = false;
  let rewritten = false;
  const pass = () => {
    if (running) return;
    running = true;
    const full = !rewritten;
    rewritten = true;
    deps.db
      .execute(
        full
          ? sql`vacuum (full, analyze) request_open_counts, request_read_open_counts`
          : sql`vacuum (analyze) request_open_counts, request_read_open_counts`,
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'inbox counters vacuum failed'))
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
