import { defineModule } from '../server-module.js';
import { requestsChanged } from '../messages/index.js';
import { notifyStaff, reconcileRequestNotifications } from './service.js';
import { notificationResolvers } from './resolvers.js';
import { notificationRoutes } from './routes.js';

/** What the notifications module adds to the server (registry.ts). */
export const notificationsModule = defineModule({
  name: 'notifications',
  rest: () => notificationRoutes,
  mainResolvers: () => notificationResolvers,
  connect: () => requestsChanged.listen(notifyOfRequestChange),
});

/** Staff notifications follow each committed change to requests (messages/notify.ts publishNotifications). */
async function notifyOfRequestChange(
  ctx: Parameters<typeof notifyStaff>[0],
  change: { changedRequestIds: number[]; notify: Parameters<typeof notifyStaff>[1] },
): Promise<void> {
  await reconcileRequestNotifications(ctx, change.changedRequestIds);
  await notifyStaff(ctx, change.notify);
}
