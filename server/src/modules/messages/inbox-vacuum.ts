import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { schedulePgliteVacuum } from '../../db/pglite-vacuum.js';
import type { WorkerDeps } from '../server-module.js';

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
  schedulePgliteVacuum(app, deps, 'inbox counters', (pass) =>
    pass === 0
      ? sql`vacuum (full, analyze) request_open_counts, request_read_open_counts`
      : sql`vacuum (analyze) request_open_counts, request_read_open_counts`,
  );
}
