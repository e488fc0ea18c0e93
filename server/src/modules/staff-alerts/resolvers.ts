import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { HttpProblem } from '../../errors.js';
import { ipInRanges } from '../../security/ip-range.js';
import { canActFor, parseId, requireUser } from '../users/index.js';
import { acknowledgeAlert, currentAlerts, uploadAlerts } from './service.js';
import { STAFF_ALERT_MESSAGES } from './rules.js';

const NOT_A_MEMBER = 'You are not a member of this organisation';

export const staffAlertResolvers: Resolvers = {
  Query: {
    staffAlerts: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      if (!(await canActFor(ctx.db, user, wcmsId))) throw new HttpProblem(403, NOT_A_MEMBER, 'FORBIDDEN');
      return currentAlerts(ctx.db, wcmsId, user.userId, ctx.clock.now());
    },
  },
  Mutation: {
    uploadAlerts: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      if (!user.isSuperUser) throw new HttpProblem(403, STAFF_ALERT_MESSAGES.superUserOnly, 'FORBIDDEN');
      // spec §6: the alerts upload is one of the pages that need the VPN
      if (!ipInRanges(ctx.ip, ctx.config.vpnRanges)) {
        throw new HttpProblem(403, STAFF_ALERT_MESSAGES.vpnRequired, 'FORBIDDEN');
      }
      const result = await uploadAlerts(ctx.db, args.rows, { userId: user.userId, now: ctx.clock.now() });
      ctx.log.info({ uploadId: result.uploadId, count: result.count }, 'alerts uploaded');
      return result;
    },
    acknowledgeStaffAlert: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      if (!(await canActFor(ctx.db, user, wcmsId))) throw new HttpProblem(403, NOT_A_MEMBER, 'FORBIDDEN');
      return acknowledgeAlert(ctx.db, wcmsId, parseId(args.alertId, 'alertId'), user.userId, ctx.clock.now());
    },
  },
};
