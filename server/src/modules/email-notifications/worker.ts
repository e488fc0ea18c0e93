import type { FastifyInstance } from 'fastify';
import { processEmailNotifications, type EmailNotificationDeps } from './service.js';

/** How often new requests in Incoming requests are looked for. */
export const EMAIL_NOTIFICATION_INTERVAL_MS = 2_000;

/** Runs email notification passes in the background; safe on several nodes (each send is claimed in the database). */
export function startEmailNotificationWorker(app: FastifyInstance, deps: EmailNotificationDeps) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    processEmailNotifications(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'email notification pass failed'))
      .finally(() => {
        running = false;
      });
  }, EMAIL_NOTIFICATION_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
