import type { FastifyInstance } from 'fastify';
import { processReminders, type ReminderDeps } from './delivery.js';

/** How often the worker plans, sends and follows appointment reminders. */
export const REMINDER_WORKER_INTERVAL_MS = 2_000;

/**
 * Runs appointment reminder passes in the background. All state is in the database, so several server nodes may
 * run it: planning is idempotent (unique key) and due reminders are claimed with SKIP LOCKED before they are sent.
 */
export function startReminderWorker(app: FastifyInstance, deps: ReminderDeps) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    processReminders(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'appointment reminder pass failed'))
      .finally(() => {
        running = false;
      });
  }, REMINDER_WORKER_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
