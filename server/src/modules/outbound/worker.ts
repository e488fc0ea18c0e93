import type { FastifyInstance } from 'fastify';
import type { DeliveryDeps } from './delivery.js';
import { processOutbound } from './delivery.js';

/** How often the worker looks for due messages and receipts. */
export const OUTBOUND_WORKER_INTERVAL_MS = 2_000;

/**
 * Runs outbound delivery passes in the background (scheduled messages, reminders, fallbacks, large uploads and
 * receipts). All state is in the database, so several server nodes may run it: recipients are claimed with
 * SKIP LOCKED before they are sent.
 */
export function startOutboundWorker(app: FastifyInstance, deps: DeliveryDeps) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    processOutbound(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'outbound delivery pass failed'))
      .finally(() => {
        running = false;
      });
  }, OUTBOUND_WORKER_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
