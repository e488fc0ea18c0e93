import type { RestHandlers } from '../../rest/types.js';
import { requireUser } from '../users/index.js';
import { createUser } from './service.js';

export const accountRoutes: RestHandlers = {
  // console: add a staff member, who registers from the emailed link (spec §5 domain rule)
  createUser: async ({ body, ctx }) => {
    const created = await createUser(ctx, requireUser(ctx.user), {
      wcmsId: body.wcms_id,
      email: body.email,
      forename: body.forename,
      surname: body.surname,
      role: body.role,
    });
    return { status: 201, body: { id: created.id } };
  },
};
