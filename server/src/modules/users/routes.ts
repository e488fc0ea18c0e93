import { eq } from 'drizzle-orm';
import type { RestHandlers } from '../../rest/types.js';
import type { RequestContext } from '../../context.js';
import { HttpProblem, notFound } from '../../errors.js';
import { canManageUser, forbiddenUser, requireUser } from './access.js';
import { memberships, userSettings, type Role } from './tables.js';

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

/**
 * The users module's own calls: a member's settings. The covering calls are the groups module's and GET/PUT users/{id}
 * the accounts module's, so that this module, which nearly every other one imports, imports none of them (issue 22).
 */
export const userRoutes: RestHandlers = {
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
