import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import {
  Alert,
  AlertDescription,
  Button,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Skeleton,
  Textarea,
} from '@/shared/ui';
import { RateSubmission } from './rate-submission';
import { outboundResponseQuery, useReplyMutation } from '../api/outbound-response';

/**
 * /consult/reply/{token}: what the patient sees from the link in an outbound message (Carebridge Consult). The
 * message, and when the practice asked for a reply, a reply with an optional preference.
 */
export function ConsultReplyPage({ token = '' }: { token?: string }) {
  const message = useQuery(outboundResponseQuery(token));
  const reply = useReplyMutation(token);
  const [text, setText] = useState('');
  const [preference, setPreference] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    reply.mutate({ text: text.trim(), ...(preference ? { preference } : {}) });
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">{t('consultReply.title')}</h1>
      {message.isPending ? (
        <div role="status" aria-label={t('consultReply.loading')}>
          <Skeleton className="h-24" />
        </div>
      ) : message.isError || !message.data ? (
        <Alert severity="error" role="alert">
          <AlertDescription>
            {message.data === null || !message.isError
              ? t('consultReply.notFound')
              : t('consultReply.error', { message: errorMessage(message.error) })}
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <h2 className="text-lg font-semibold">
            {t('consultReply.from', { organisation: message.data.organisation })}
          </h2>
          <p className="whitespace-pre-wrap rounded bg-muted p-3">{message.data.body}</p>
          {message.data.replied ? (
            <>
              <div role="status" className="flex flex-col gap-2">
                <p>{reply.isSuccess ? t('consultReply.sent') : t('consultReply.alreadyReplied')}</p>
                {/* the practice's in-hours or out-of-hours confirmation (console area confirmation messages) */}
                {reply.data?.confirmation && <p className="whitespace-pre-wrap">{reply.data.confirmation.message}</p>}
              </div>
              {/* issue 18: the patient's optional rating of what they submitted (Reports → Feedback) */}
              <RateSubmission token={token} />
            </>
          ) : (
            message.data.response_requested && (
              <form onSubmit={submit} noValidate className="flex flex-col gap-3">
                {message.data.preferences.length > 0 && (
                  <fieldset className="flex flex-col gap-1">
                    <legend className="font-semibold">{t('consultReply.preference')}</legend>
                    {message.data.preferences.map((option) => (
                      <label key={option} className="flex items-center gap-2">
                        <input
                          type="radio"
                          name="preference"
                          className="size-5"
                          value={option}
                          checked={preference === option}
                          onChange={() => setPreference(option)}
                        />
                        {option}
                      </label>
                    ))}
                  </fieldset>
                )}
                <Field invalid={missing}>
                  <FieldLabel>{t('consultReply.reply')}</FieldLabel>
                  <FieldControl>
                    <Textarea rows={5} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} />
                  </FieldControl>
                  <FieldError>{missing ? t('consultReply.replyRequired') : undefined}</FieldError>
                </Field>
                {reply.isError && (
                  <Alert severity="error" role="alert">
                    <AlertDescription>{errorMessage(reply.error)}</AlertDescription>
                  </Alert>
                )}
                <div>
                  <Button type="submit" disabled={reply.isPending}>
                    {reply.isPending ? t('consultReply.sending') : t('consultReply.send')}
                  </Button>
                </div>
              </form>
            )
          )}
        </>
      )}
    </div>
  );
}
