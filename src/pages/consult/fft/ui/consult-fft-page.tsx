import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RestError } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { Alert, AlertDescription, Button, Field, FieldControl, FieldLabel, Skeleton, Textarea } from '@/shared/ui';
import { fftInvitationQuery, useAnswerFftMutation } from '../api/fft-invitation';

/** NHS England's six answers to the standard FFT question, in order (1 … 6). */
const ANSWERS: MessageKey[] = [
  'reports.label.very_good',
  'reports.label.good',
  'reports.label.neither',
  'reports.label.poor',
  'reports.label.very_poor',
  'reports.label.dont_know',
];

/**
 * /consult/fft/{token}: the Friends and Family Test (Carebridge Consult, no sign-in). The standard question, six
 * answers and an optional comment; one answer per invitation.
 */
export function ConsultFftPage({ token = '' }: { token?: string }) {
  const invitation = useQuery(fftInvitationQuery(token));
  const answer = useAnswerFftMutation(token);
  const [choice, setChoice] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    answer.mutate({ answer: choice, comment: comment.trim() || null });
  }

  const already = answer.error instanceof RestError && answer.error.status === 409;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">{t('consultFft.title')}</h1>
      {invitation.isPending ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton className="h-24" />
        </div>
      ) : invitation.isError || !invitation.data ? (
        <Alert severity="error" role="alert">
          <AlertDescription>{t('consultFft.notFound')}</AlertDescription>
        </Alert>
      ) : invitation.data.answered || already ? (
        <Alert severity="success" role="status">
          <AlertDescription>{answer.isSuccess ? t('consultFft.thanks') : t('consultFft.already')}</AlertDescription>
        </Alert>
      ) : (
        <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
          <p>{t('consultFft.intro', { organisation: invitation.data.organisation_name })}</p>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={missing ? 'fft-missing' : undefined}
            aria-invalid={missing || undefined}
          >
            <legend className="mb-2 text-lg font-semibold">{t('consultFft.question')}</legend>
            {missing && (
              <p id="fft-missing" className="font-semibold text-destructive">
                {t('consultFft.choose')}
              </p>
            )}
            {ANSWERS.map((key, i) => (
              <label key={key} className="flex min-h-10 items-center gap-3">
                <input
                  type="radio"
                  name="answer"
                  value={i + 1}
                  checked={choice === i + 1}
                  onChange={() => setChoice(i + 1)}
                  className="size-5"
                />
                {t(key)}
              </label>
            ))}
          </fieldset>
          <Field>
            <FieldLabel>{t('consultFft.comment')}</FieldLabel>
            <FieldControl>
              <Textarea value={comment} maxLength={1000} onChange={(event) => setComment(event.target.value)} />
            </FieldControl>
          </Field>
          {answer.isError && !already && (
            <Alert severity="error" role="alert">
              <AlertDescription>{t('consultFft.failed')}</AlertDescription>
            </Alert>
          )}
          <Button type="submit" disabled={answer.isPending} className="self-start">
            {t('consultFft.send')}
          </Button>
        </form>
      )}
    </div>
  );
}
