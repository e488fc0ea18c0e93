import { eq } from 'drizzle-orm';
import type { RestHandlers } from '../../rest/types.js';
import { notFound } from '../../errors.js';
import { canManageUser, forbiddenUser, requireUser, users } from '../users/index.js';
import { createUser, updateUser } from './service.js';

function userData(user: typeof users.$inferSelect) {
  return { id: user.id, forename: user.forename, surname: user.surname, email: user.email, new_email: user.newEmail };
}

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

  // spec §7 GET users/{userId}: self, a manager of an organisation they belong to, or a super user
  getUser: async ({ params, ctx }) => {
    const caller = requireUser(ctx.user);
    if (!(await canManageUser(ctx.db, caller, params.user_id))) throw forbiddenUser();
    const [user] = await ctx.db.select().from(users).where(eq(users.id, params.user_id)).limit(1);
    if (!user) throw notFound('User not found');
    return { status: 200, body: userData(user) };
  },

  updateUser: async ({ params, body, ctx }) => {
    const caller = requireUser(ctx.user);
    if (!(await canManageUser(ctx.db, caller, params.user_id))) throw forbiddenUser();
    const user = await updateUser(ctx, params.user_id, {
      ...(body.forename !== undefined ? { forename: body.forename } : {}),
      ...(body.surname !== undefined ? { surname: body.surname } : {}),
      ...(body.new_email !== undefined ? { newEmail: body.new_email } : {}),
    });
    if (!user) throw notFound('User not found');
    return { status: 200, body: userData(user) };
  },
};
