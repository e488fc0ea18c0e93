import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  PATIENT_RATING_COMMENT_MAX,
  PATIENT_RATING_SCALE,
  patientRatingProblems,
  type PatientRatingProblem,
} from '@contracts/rules/patient-rating';
import { errorMessage, RestError } from '@/shared/api';
import { t } from '@/shared/i18n';
import {
  Alert,
  AlertDescription,
  Button,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Skeleton,
  Textarea,
} from '@/shared/ui';
import { patientRatingQuery, useRateSubmissionMutation } from '../api/patient-rating';

type Problems = Partial<Record<'rating' | 'comment', PatientRatingProblem>>;

/**
 * The patient's optional rating of what they just submitted (Carebridge Consult, no sign-in; issue 18): a 5-point
 * scale as radio buttons with a visible legend, an optional comment and Submit; one rating per submission, counted
 * in Reports → Feedback. `token` is the submission's own link token.
 */
export function RateSubmission({ token }: { token: string }) {
  const current = useQuery(patientRatingQuery(token));
  const rate = useRateSubmissionMutation(token);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const headingId = useId();
  const ratingErrorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = patientRatingProblems({ rating, comment });
    setProblems(found);
    if (Object.keys(found).length > 0 || rating === null) return;
    const text = comment.trim();
    rate.mutate({ rating, ...(text ? { comment: text } : {}) });
  }

  const already = rate.error instanceof RestError && rate.error.status === 409;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded border p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('patientRating.heading')}
      </h2>
      {current.isPending ? (
        <div role="status" aria-label={t('patientRating.loading')}>
          <Skeleton className="h-24" />
        </div>
      ) : current.isError || !current.data ? (
        <Alert severity="error" role="alert">
          <AlertDescription>
            {t('patientRating.loadFailed', {
              message: current.isError ? errorMessage(current.error) : t('consultReply.notFound'),
            })}
          </AlertDescription>
        </Alert>
      ) : current.data.rated || already ? (
        <div role="status" className="flex flex-col gap-1">
          <p>{rate.isSuccess ? t('patientRating.thanks') : t('patientRating.already')}</p>
          {current.data.rating !== undefined && <p>{t('patientRating.yourRating', { rating: current.data.rating })}</p>}
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <fieldset
            className="flex flex-col gap-1"
            aria-invalid={problems.rating ? true : undefined}
            aria-describedby={problems.rating ? ratingErrorId : undefined}
          >
            <legend className="mb-1 font-semibold">{t('patientRating.legend')}</legend>
            {problems.rating && (
              <p id={ratingErrorId} className="font-semibold text-destructive">
                {t('patientRating.choose')}
              </p>
            )}
            {PATIENT_RATING_SCALE.map((value) => (
              <label key={value} className="flex min-h-10 items-center gap-3">
                <input
                  type="radio"
                  name="rating"
                  className="size-5"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                />
                {t(`patientRating.scale.${value}`)}
              </label>
            ))}
          </fieldset>
          <Field invalid={problems.comment !== undefined}>
            <FieldLabel>{t('patientRating.comment')}</FieldLabel>
            <FieldDescription>{t('patientRating.commentHint', { max: PATIENT_RATING_COMMENT_MAX })}</FieldDescription>
            <FieldControl>
              <Textarea rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />
            </FieldControl>
            <FieldError>
              {problems.comment ? t('patientRating.commentTooLong', { max: PATIENT_RATING_COMMENT_MAX }) : undefined}
            </FieldError>
          </Field>
          {rate.isError && !already && (
            <Alert severity="error" role="alert">
              <AlertDescription>{t('patientRating.failed', { message: errorMessage(rate.error) })}</AlertDescription>
            </Alert>
          )}
          <div>
            <Button type="submit" disabled={rate.isPending}>
              {rate.isPending ? t('patientRating.submitting') : t('patientRating.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
