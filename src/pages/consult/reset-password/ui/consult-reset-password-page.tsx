import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { NewPasswordFields } from '@/entities/viewer';
import { errorMessage, RestError } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { Alert, AlertDescription, Button, Skeleton } from '@/shared/ui';
import { passwordResetLinkQuery, useCompleteResetMutation } from '../api/password-reset-link';
import { consultResetSchema, type ConsultResetInput } from '../model/reset-schema';

const STATE_MESSAGES: Record<'used' | 'expired', MessageKey> = {
  used: 'consultReset.used',
  expired: 'consultReset.expired',
};

/**
 * /consult/reset-password/{token}: a patient sets a new Carebridge Consult password from the link their GP practice
 * emailed (patient-facing, bare layout). A used or expired link says so; the form keeps what was typed on errors.
 */
export function ConsultResetPasswordPage({ token = '' }: { token?: string }) {
  const link = useQuery(passwordResetLinkQuery(token));
  const complete = useCompleteResetMutation(token);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConsultResetInput>({
    resolver: zodResolver(consultResetSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await complete.mutateAsync({ password: values.password, password_confirmation: values.passwordConfirmation });
      setDone(true);
    } catch (error) {
      const fields = error instanceof RestError ? (error.problem?.fields ?? {}) : {};
      if (fields.password) setError('password', { message: fields.password });
      if (fields.password_confirmation) setError('passwordConfirmation', { message: fields.password_confirmation });
      if (!fields.password && !fields.password_confirmation) setFailure(errorMessage(error));
    }
  });

  let body;
  if (done) {
    body = (
      <>
        <h2 ref={doneHeading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {t('consultReset.doneTitle')}
        </h2>
        <p role="status">{t('consultReset.done')}</p>
      </>
    );
  } else if (link.isPending) {
    body = (
      <div role="status" aria-label={t('consultReset.loading')}>
        <Skeleton className="h-40" />
      </div>
    );
  } else if (link.isError) {
    body = (
      <Alert severity="error" role="alert">
        <AlertDescription>{t('consultReset.error', { message: errorMessage(link.error) })}</AlertDescription>
      </Alert>
    );
  } else if (!link.data) {
    body = (
      <Alert severity="error" role="alert">
        <AlertDescription>{t('consultReset.notFound')}</AlertDescription>
      </Alert>
    );
  } else if (link.data.state !== 'valid') {
    body = (
      <Alert severity="error" role="alert" data-testid="reset-link-state" data-state={link.data.state}>
        <AlertDescription>{t(STATE_MESSAGES[link.data.state])}</AlertDescription>
      </Alert>
    );
  } else {
    body = (
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <p>{t('consultReset.for', { organisation: link.data.organisation, forename: link.data.forename ?? '' })}</p>
        {failure && (
          <Alert severity="error" role="alert">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <NewPasswordFields
          password={register('password')}
          confirmation={register('passwordConfirmation')}
          passwordLabel={t('consultReset.password')}
          confirmationLabel={t('consultReset.confirm')}
          passwordError={errors.password?.message}
          confirmationError={errors.passwordConfirmation?.message}
        />
        <div>
          <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? t('consultReset.saving') : t('consultReset.submit')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <title>{`${t('consultReset.title')} – ${t('consultReply.title')}`}</title>
      <h1 className="text-2xl font-bold">{t('consultReset.title')}</h1>
      {body}
    </div>
  );
}
