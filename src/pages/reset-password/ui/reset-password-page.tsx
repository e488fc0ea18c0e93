import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { serverFieldErrors } from '@/features/auth-login';
import { errorMessage } from '@/shared/api';
import { NewPasswordFields } from '@/entities/viewer';
import { t } from '@/shared/i18n';
import { isFullPath, paths } from '@/shared/routes';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Card, CardContent } from '@/shared/ui/card';
import { resetPassword } from '../api/reset-password';
import { resetSchema, type ResetInput } from '../model/reset-schema';

const linkClass =
  'rounded-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover hover:decoration-2 focus-visible:focus-ring';

/** /reset-password?token=… and /full/welcome/reset-password/{token}: set a new password from an emailed link. */
export function ResetPasswordPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const full = isFullPath(useLocation().pathname);
  const token = params.token ?? search.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword({ token, ...values });
      setDone(true);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.password) setError('password', { message: fields.password });
      if (fields.passwordConfirmation) setError('passwordConfirmation', { message: fields.passwordConfirmation });
      if (!fields.password && !fields.passwordConfirmation) setFailure(errorMessage(error));
    }
  });

  const signIn = full ? paths.full.welcomeLogin() : paths.login();

  let body;
  if (!token) {
    body = (
      <>
        <h1 className="text-3xl leading-tight font-bold">{t('account.reset.title')}</h1>
        <Alert severity="error">
          <AlertDescription>{t('account.reset.noToken')}</AlertDescription>
        </Alert>
        <p>
          <Link to={paths.forgottenPassword()} className={linkClass}>
            {t('account.reset.requestNew')}
          </Link>
        </p>
      </>
    );
  } else if (done) {
    body = (
      <>
        <h1 ref={doneHeading} tabIndex={-1} className="text-3xl leading-tight font-bold focus:outline-none">
          {t('account.reset.doneTitle')}
        </h1>
        <p>{t('account.reset.done')}</p>
        <p>
          <Button asChild size="lg">
            <Link to={signIn}>{t('account.reset.signIn')}</Link>
          </Button>
        </p>
      </>
    );
  } else {
    body = (
      <form
        noValidate
        aria-labelledby="reset-title"
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-5"
      >
        <h1 id="reset-title" className="text-3xl leading-tight font-bold">
          {t('account.reset.title')}
        </h1>
        {failure && (
          <Alert severity="error">
            <AlertTitle>{t('auth.login.errorTitle')}</AlertTitle>
            <AlertDescription>
              <p>{failure}</p>
              <p className="mt-2">
                <Link to={paths.forgottenPassword()} className={linkClass}>
                  {t('account.reset.requestNew')}
                </Link>
              </p>
            </AlertDescription>
          </Alert>
        )}
        <NewPasswordFields
          password={register('password')}
          confirmation={register('passwordConfirmation')}
          passwordLabel={t('account.reset.password')}
          confirmationLabel={t('account.reset.confirm')}
          passwordError={errors.password?.message}
          confirmationError={errors.passwordConfirmation?.message}
        />
        <Button
          type="submit"
          size="lg"
          className="self-start"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {t('account.reset.submit')}
        </Button>
      </form>
    );
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <title>{`${t('account.reset.title')} – ${t('app.name')}`}</title>
        {body}
      </CardContent>
    </Card>
  );
}
