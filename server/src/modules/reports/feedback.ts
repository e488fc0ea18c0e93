import type { RequestContext } from '../../context.js';
import { forbidden } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { canActFor, requireUser } from '../users/index.js';
import { feedback } from '../fft/index.js';

export const FEEDBACK_MAX = 2000;

/** Stores a staff member's feedback from the widget; any member of the organisation (or a super user) may send it. */
export async function sendStaffFeedback(
  ctx: Pick<RequestContext, 'db' | 'user' | 'clock'>,
  wcmsId: number,
  page: string,
  comment: string,
): Promise<boolean> {
  const user = requireUser(ctx.user);
  if (!(await canActFor(ctx.db, user, wcmsId))) throw forbidden();
  const text = comment.trim();
  const fields: Record<string, string> = {};
  if (!text) fields.comment = 'Enter your feedback.';
  else if (text.length > FEEDBACK_MAX) fields.comment = `Enter at most ${FEEDBACK_MAX} characters.`;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  await ctx.db.insert(feedback).values({
    wcmsId,
    source: 'staff',
    userId: user.userId,
    // the page's route pattern only (no identifiers): the first three path segments
    page: page.split('?')[0]!.split('/').filter(Boolean).slice(0, 3).join('/').slice(0, 100) || 'unknown',
    comment: text,
    createdAt: ctx.clock.now(),
  });
  return true;
}
