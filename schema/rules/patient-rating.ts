/* The patient's rating after submitting a request (issue 18, Reports → Feedback): one rule for the rating widget
   on Carebridge Consult and the server. */

/** The 5-point scale: 5 very good … 1 very poor. */
export const PATIENT_RATING_SCALE = [5, 4, 3, 2, 1] as const;
export type PatientRatingValue = (typeof PATIENT_RATING_SCALE)[number];

/** The optional comment's length limit, in characters (after trimming). */
export const PATIENT_RATING_COMMENT_MAX = 1000;

export type PatientRatingField = 'rating' | 'comment';
export type PatientRatingProblem = 'required' | 'too_long';

/**
 * Each field's problem (empty when valid): a whole number on the scale is required; the comment is optional, at
 * most PATIENT_RATING_COMMENT_MAX characters once trimmed.
 */
export function patientRatingProblems(values: {
  rating: number | null | undefined;
  comment?: string | null;
}): Partial<Record<PatientRatingField, PatientRatingProblem>> {
  const problems: Partial<Record<PatientRatingField, PatientRatingProblem>> = {};
  if (
    values.rating === null ||
    values.rating === undefined ||
    !PATIENT_RATING_SCALE.includes(values.rating as PatientRatingValue)
  ) {
    problems.rating = 'required';
  }
  if ((values.comment ?? '').trim().length > PATIENT_RATING_COMMENT_MAX) problems.comment = 'too_long';
  return problems;
}
