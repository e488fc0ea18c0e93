import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Card, CardContent } from '@/shared/ui/card';
import { Field, FieldControl, FieldError, FieldLabel } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { requestPasswordReset } from '../api/request-password-reset';
import { emailSchema, type EmailInput } from '../model/email-schema';

const linkClass =
  'rounded-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover hover:decoration-2 focus-visible:focus-ring';

/**
 * /forgotten-password: asks for a reset link. The confirmation is the same whether or not the address has an
 * account, so the page cannot be used to find out who has one.
 */
export function ForgottenPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailInput>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });

  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <title>{`${t('account.forgotten.title')} – ${t('app.name')}`}</title>
        {sentTo ? (
          <>
            <h1 ref={confirmation} tabIndex={-1} className="text-3xl leading-tight font-bold focus:outline-none">
              {t('account.forgotten.sentTitle')}
            </h1>
            <p>{t('account.forgotten.sent', { email: sentTo })}</p>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="flex flex-col gap-5"
            aria-labelledby="forgotten-title"
          >
            <h1 id="forgotten-title" className="text-3xl leading-tight font-bold">
              {t('account.forgotten.title')}
            </h1>
            <p>{t('account.forgotten.intro')}</p>
            {failure && (
              <Alert severity="error">
                <AlertTitle>{t('auth.login.errorTitle')}</AlertTitle>
                <AlertDescription>{failure}</AlertDescription>
              </Alert>
            )}
            <Field invalid={Boolean(errors.email)}>
              <FieldLabel>{t('auth.login.email')}</FieldLabel>
              <FieldControl>
                <Input type="email" autoComplete="email" spellCheck={false} {...register('email')} />
              </FieldControl>
              <FieldError>{errors.email?.message}</FieldError>
            </Field>
            <Button
              type="submit"
              size="lg"
              className="self-start"
              disabled={isSubmitting}
              aria-busy={isSubmitting || undefined}
            >
              {t('account.forgotten.submit')}
            </Button>
          </form>
        )}
        <p>
          <Link to={paths.login()} className={linkClass}>
            {t('account.forgotten.back')}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
