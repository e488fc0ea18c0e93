import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import type { AuthUser, RequestContext } from '../../context.js';
import { forbidden } from '../../errors.js';
import { canActFor, parseId, requireUser } from '../users/index.js';
import {
  listClinicianNotifications,
  listStaffNotifications,
  setClinicianNotificationsRead,
  type ClinicianNotificationRow,
  type StaffNotificationRow,
} from './service.js';

/** The caller, who must be able to act for the organisation (a member, or a super user: spec §6). */
export async function requireNotificationsAccess(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
): Promise<AuthUser> {
  const user = requireUser(ctx.user);
  if (!(await canActFor(ctx.db, user, wcmsId))) throw forbidden();
  return user;
}

const staffNotification = (n: StaffNotificationRow) => ({
  id: String(n.id),
  messageId: String(n.messageId),
  subject: n.subject,
  body: n.body,
  read: n.read,
  createdAt: n.createdAt.toISOString(),
});

const clinicianNotification = (n: ClinicianNotificationRow) => ({
  id: String(n.id),
  wcmsId: String(n.wcmsId),
  userId: String(n.userId),
  attachTaskId: n.attachTaskId === null ? null : String(n.attachTaskId),
  messageId: n.messageId === null ? null : String(n.messageId),
  body: n.body,
  outboundRequestId: n.outboundRequestId === null ? null : String(n.outboundRequestId),
  adhocVideoId: n.adhocVideoId === null ? null : String(n.adhocVideoId),
  subject: n.subject,
  read: n.read,
  createdAt: n.createdAt.toISOString(),
});

export const notificationResolvers: Resolvers = {
  Query: {
    // spec §7: staffNotifications(wcmsId, userId); only the caller's own
    staffNotifications: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      const userId = parseId(args.userId, 'userId');
      const user = await requireNotificationsAccess(ctx, wcmsId);
      if (userId !== user.userId) throw forbidden('You can only read your own notifications');
      return (await listStaffNotifications(ctx.db, wcmsId, userId)).map(staffNotification);
    },
    clinicianNotifications: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      const user = await requireNotificationsAccess(ctx, wcmsId);
      return (await listClinicianNotifications(ctx.db, wcmsId, user.userId)).map(clinicianNotification);
    },
  },
  Mutation: {
    updateClinicianNotifications: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      const user = await requireNotificationsAccess(ctx, wcmsId);
      return (await setClinicianNotificationsRead(ctx, wcmsId, user.userId, args.read)).map(clinicianNotification);
    },
  },
};
