import { eq } from 'drizzle-orm';
import { PATIENT_RATING_COMMENT_MAX, patientRatingProblems } from '@contracts/rules/patient-rating.js';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { forbidden, HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { canActFor, requireUser } from '../users/index.js';
import { feedback } from '../fft/index.js';
import { replySubmissionByToken } from '../outbound/index.js';

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

// ---- the patient's rating after submitting a request (issue 18; Carebridge Consult, no sign-in) ----

export const PATIENT_RATING_MESSAGES = {
  rating: 'Choose a rating from 1 to 5.',
  comment: `Enter at most ${PATIENT_RATING_COMMENT_MAX} characters.`,
  notSubmitted: 'Send your reply before rating it.',
  alreadyRated: 'You have already rated this.',
} as const;

type PatientRatingView = { rated: boolean; rating?: number; comment?: string };

async function ratingOf(db: Db, submission: string): Promise<PatientRatingView> {
  const [row] = await db
    .select({ rating: feedback.rating, comment: feedback.comment })
    .from(feedback)
    .where(eq(feedback.submission, submission))
    .limit(1);
  if (!row) return { rated: false };
  return { rated: true, rating: row.rating ?? undefined, ...(row.comment ? { comment: row.comment } : {}) };
}

/** Whether the patient has rated the reply sent through this link; the link's secret token is the only key. */
export async function patientRatingFor(ctx: Pick<RequestContext, 'db'>, token: string): Promise<PatientRatingView> {
  const found = await replySubmissionByToken(ctx.db, token);
  return ratingOf(ctx.db, found.submission);
}

/**
 * Stores the patient's rating of their submission (source patient, counted in Reports → Feedback of the
 * organisation the submission went to): once per submission, only after it was sent, validated with the shared
 * rule (schema/rules/patient-rating.ts).
 */
export async function ratePatientSubmission(
  ctx: Pick<RequestContext, 'db' | 'clock'>,
  token: string,
  input: { rating: number; comment?: string },
): Promise<PatientRatingView> {
  const found = await replySubmissionByToken(ctx.db, token);
  if (!found.submitted) throw new HttpProblem(409, PATIENT_RATING_MESSAGES.notSubmitted, 'NOT_SUBMITTED');
  const problems = patientRatingProblems(input);
  if (Object.keys(problems).length > 0) {
    const fields: Record<string, string> = {};
    if (problems.rating) fields.rating = PATIENT_RATING_MESSAGES.rating;
    if (problems.comment) fields.comment = PATIENT_RATING_MESSAGES.comment;
    throw validationFailed(fields);
  }
  const comment = input.comment?.trim() || null;
  const inserted = await ctx.db
    .insert(feedback)
    .values({
      wcmsId: found.wcmsId,
      source: 'patient',
      page: 'consult/reply',
      rating: input.rating,
      comment,
      submission: found.submission,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing({ target: feedback.submission })
    .returning({ id: feedback.id });
  if (inserted.length === 0) throw new HttpProblem(409, PATIENT_RATING_MESSAGES.alreadyRated, 'ALREADY_RATED');
  return ratingOf(ctx.db, found.submission);
}
