import type { FastifyInstance } from 'fastify';
import { nightlyRetentionPass, type DeletionDeps } from './service.js';

/** How often a node checks whether tonight's deletion run is due (it runs once a night, on one node). */
export const RETENTION_WORKER_INTERVAL_MS = 60_000;

/**
 * Runs the nightly deletion job. All state is in the database, so every server node starts this worker: the night's
 * row in scheduled_job_runs lets one of them run it, and its batches are claimed with SKIP LOCKED besides.
 */
export function startRetentionWorker(app: FastifyInstance, deps: DeletionDeps) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    nightlyRetentionPass(deps)
      .then((result) => {
        if (result) app.log.info({ ...result }, 'retention deletion run finished');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'retention deletion run failed'))
      .finally(() => {
        running = false;
      });
  }, RETENTION_WORKER_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
