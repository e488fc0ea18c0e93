import type { RequestContext } from '../../context.js';
import { HttpProblem, forbidden } from '../../errors.js';
import { eq } from 'drizzle-orm';
import { requireUser, roleIn } from '../users/index.js';
import { organisations } from '../organisations/index.js';

/** Any member of the organisation (whatever their role), or a super user acting for it. */
export async function requireStaffMember(ctx: Pick<RequestContext, 'db' | 'user'>, wcmsId: number): Promise<void> {
  const user = requireUser(ctx.user);
  const [org] = await ctx.db
    .select({ id: organisations.wcmsId })
    .from(organisations)
    .where(eq(organisations.wcmsId, wcmsId))
    .limit(1);
  if (!org) {
    if (user.isSuperUser) throw new HttpProblem(404, 'Organisation not found', 'NOT_FOUND');
    throw forbidden();
  }
  if ((await roleIn(ctx.db, user, wcmsId)) === null) throw forbidden();
}
