import type { FastifyInstance } from 'fastify';
import { processFftInvitations, type FftDeps } from './service.js';

/** How often due FFT invitations are sent. */
export const FFT_WORKER_INTERVAL_MS = 2_000;

/** Sends due FFT invitations in the background; the state is in the database (claimed with SKIP LOCKED). */
export function startFftWorker(app: FastifyInstance, deps: FftDeps) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    processFftInvitations(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'FFT invitation pass failed'))
      .finally(() => {
        running = false;
      });
  }, FFT_WORKER_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
