import { eq } from 'drizzle-orm';
import type { RestHandlers } from '../../rest/types.js';
import type { RequestContext } from '../../context.js';
import { HttpProblem, notFound } from '../../errors.js';
import { updateUser } from '../accounts/index.js';
import { listCovering, setCovering } from '../groups/index.js';
import { canManageUser, requireUser } from './access.js';
import { requireStaffArea } from './area-access.js';
import { memberships, userSettings, users, type Role } from './tables.js';

const forbiddenUser = () => new HttpProblem(403, 'You do not have access to this user', 'FORBIDDEN');

function userData(user: typeof users.$inferSelect) {
  return { id: user.id, forename: user.forename, surname: user.surname, email: user.email, new_email: user.newEmail };
}

async function settingsBody(ctx: RequestContext, settings: typeof userSettings.$inferSelect) {
  const rows = await ctx.db
    .select({ wcmsId: memberships.wcmsId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, settings.userId));
  const roles: Record<string, Role> = Object.fromEntries(rows.map((r) => [String(r.wcmsId), r.role]));
  return {
    id: settings.id,
    user_id: settings.userId,
    roles,
    mobile_number: settings.mobileNumber,
    mock_clinical: settings.mockClinical,
    use_surgery_name: settings.useSurgeryName,
    display_non_selected_skipped: settings.displayNonSelectedSkipped,
    inactivity_timeout: settings.inactivityTimeout,
  };
}

export const userRoutes: RestHandlers = {
  // spec §6 Covering: the signed-in member's own groups at one organisation (staff areas only, not role super)
  getMyCovering: async ({ params, ctx }) => {
    const caller = await requireStaffArea(ctx, params.wcms_id, 'You do not have access to this page');
    return { status: 200, body: { groups: await listCovering(ctx.db, caller.wcmsId, caller.userId) } };
  },

  updateMyCovering: async ({ params, body, ctx }) => {
    const caller = await requireStaffArea(ctx, params.wcms_id, 'You do not have access to this page');
    return { status: 200, body: { groups: await setCovering(ctx.db, caller.wcmsId, caller.userId, body.group_ids) } };
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

  // spec §7 GET lt-user-settings/{userId}: by user id
  getUserSettings: async ({ params, ctx }) => {
    const caller = requireUser(ctx.user);
    if (!(await canManageUser(ctx.db, caller, params.id))) throw forbiddenUser();
    const [settings] = await ctx.db.select().from(userSettings).where(eq(userSettings.userId, params.id)).limit(1);
    if (!settings) throw notFound('Settings not found');
    return { status: 200, body: await settingsBody(ctx, settings) };
  },

  // spec §7 PUT lt-user-settings/{id}: by settings id, the caller's own only
  updateUserSettings: async ({ params, body, ctx }) => {
    const caller = requireUser(ctx.user);
    const [existing] = await ctx.db.select().from(userSettings).where(eq(userSettings.id, params.id)).limit(1);
    if (!existing) throw notFound('Settings not found');
    if (existing.userId !== caller.userId)
      throw new HttpProblem(403, 'You can only change your own settings', 'FORBIDDEN');
    const changes: Partial<typeof userSettings.$inferInsert> = {};
    if (body.mobile_number !== undefined) changes.mobileNumber = body.mobile_number;
    if (body.mock_clinical !== undefined) changes.mockClinical = body.mock_clinical;
    if (body.use_surgery_name !== undefined) changes.useSurgeryName = body.use_surgery_name;
    if (body.display_non_selected_skipped !== undefined)
      changes.displayNonSelectedSkipped = body.display_non_selected_skipped;
    if (body.inactivity_timeout !== undefined) changes.inactivityTimeout = body.inactivity_timeout;
    const [settings] =
      Object.keys(changes).length > 0
        ? await ctx.db.update(userSettings).set(changes).where(eq(userSettings.id, params.id)).returning()
        : [existing];
    return { status: 200, body: await settingsBody(ctx, settings!) };
  },
};
