import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { schedulePgliteVacuum } from '../../db/pglite-vacuum.js';
import type { WorkerDeps } from '../server-module.js';

/**
 * PGlite runs no autovacuum: the rollups' counts are updated in place on every change to a request or thread, so
 * without it their dead row versions pile up and every report reads them (a year of 100,000 requests on PGlite:
 * Overview 157,270 buffers before a vacuum, 11,528 after), and their index-only scans need the visibility map it
 * sets. Nor does it analyze: the sign-ins, messages and video calls Usage reads directly are analyzed too (without
 * statistics a year of 6,358 messages was planned as 1 row, sorted by day instead of hashed; the 647 sign-ins each
 * looked up their membership). On PostgreSQL autovacuum does this and nothing runs.
 */
export function startRollupVacuum(app: FastifyInstance, deps: WorkerDeps) {
  schedulePgliteVacuum(
    app,
    deps,
    'reports rollup',
    () =>
      sql`vacuum (analyze) report_request_days, report_request_times, report_staff_days, audit_events, outbox_messages, adhoc_videos`,
  );
}
