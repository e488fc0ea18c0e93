import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import { completeSignIn, serverFieldErrors } from '@/features/auth-login';
import { errorMessage } from '@/shared/api';
import { toStoredSession } from '@/shared/auth';
import { NewPasswordFields } from '@/entities/viewer';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Card, CardContent } from '@/shared/ui/card';
import { ErrorState } from '@/shared/ui/error-state';
import { Field, FieldControl, FieldError, FieldLabel } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { register as registerAccount, registrationQueries } from '../api/registration';
import { registerSchema, type RegisterInput } from '../model/register-schema';

const FIELDS = ['forename', 'surname', 'password', 'passwordConfirmation'] as const;

/** /full/welcome/register/{token}: finish an invitation by choosing a name and a password, then sign in. */
export function RegisterPage() {
  const { token = '' } = useParams();
  const registration = useQuery(registrationQueries.details(token));

  let body;
  if (registration.isPending) {
    body = <Spinner label={t('welcome.register.checking')} showLabel />;
  } else if (registration.isError) {
    body = (
      <>
        <h1 className="text-3xl leading-tight font-bold">{t('welcome.register.title')}</h1>
        <ErrorState title={t('welcome.register.invalidTitle')} message={errorMessage(registration.error)} />
      </>
    );
  } else {
    body = (
      <RegisterForm
        token={token}
        email={registration.data.email}
        organisationName={registration.data.organisationName ?? null}
        forename={registration.data.forename}
        surname={registration.data.surname}
      />
    );
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <title>{`${t('welcome.register.title')} – ${t('app.name')}`}</title>
        {body}
      </CardContent>
    </Card>
  );
}

function RegisterForm({
  token,
  email,
  organisationName,
  forename,
  surname,
}: {
  token: string;
  email: string;
  organisationName: string | null;
  /** the name the manager entered: the new user can correct it */
  forename: string;
  surname: string;
}) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { forename, surname, password: '', passwordConfirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await registerAccount({ token, ...values });
      const session = toStoredSession(result);
      if (!session) {
        // the organisation mandates a second factor: the login asks for it
        await navigate(paths.full.welcomeLogin(), { replace: true, state: { notice: 'registered', username: email } });
        return;
      }
      await navigate(await completeSignIn(session, { full: true }), { replace: true });
    } catch (error) {
      const fields = serverFieldErrors(error);
      const known = FIELDS.filter((field) => fields[field]);
      for (const field of known) setError(field, { message: fields[field] });
      if (known.length === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form
      noValidate
      aria-labelledby="register-title"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <h1 id="register-title" className="text-3xl leading-tight font-bold">
        {t('welcome.register.title')}
      </h1>
      <p>
        {organisationName
          ? t('welcome.register.intro', { organisation: organisationName })
          : t('welcome.register.introNoOrganisation')}
      </p>
      {failure && (
        <Alert severity="error">
          <AlertTitle>{t('auth.login.errorTitle')}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <dl>
        <dt className="font-semibold">{t('welcome.register.email')}</dt>
        <dd className="break-all">{email}</dd>
      </dl>
      <Field invalid={Boolean(errors.forename)}>
        <FieldLabel>{t('welcome.register.forename')}</FieldLabel>
        <FieldControl>
          <Input autoComplete="given-name" {...register('forename')} />
        </FieldControl>
        <FieldError>{errors.forename?.message}</FieldError>
      </Field>
      <Field invalid={Boolean(errors.surname)}>
        <FieldLabel>{t('welcome.register.surname')}</FieldLabel>
        <FieldControl>
          <Input autoComplete="family-name" {...register('surname')} />
        </FieldControl>
        <FieldError>{errors.surname?.message}</FieldError>
      </Field>
      <NewPasswordFields
        password={register('password')}
        confirmation={register('passwordConfirmation')}
        passwordLabel={t('auth.login.password')}
        confirmationLabel={t('welcome.register.confirm')}
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
        {t('welcome.register.submit')}
      </Button>
    </form>
  );
}
