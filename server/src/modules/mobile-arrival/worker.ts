import type { FastifyInstance } from 'fastify';
import type { WorkerDeps } from '../server-module.js';
import { sendSameDayLinks } from './service.js';

/** How often the arrival SMS of the day's appointments is sent. */
export const MOBILE_ARRIVAL_WORKER_INTERVAL_MS = 3_000;

/** Sends the day's arrival SMS in the background (all state in the database: several nodes may run it). */
export function startMobileArrivalWorker(app: FastifyInstance, deps: WorkerDeps) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendSameDayLinks(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'mobile arrival SMS pass failed'))
      .finally(() => {
        running = false;
      });
  }, MOBILE_ARRIVAL_WORKER_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
