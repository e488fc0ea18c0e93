import { useState, useId, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toStoredSession } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { isFullPath, paths } from '@/shared/routes';
import { Field, FieldControl, FieldError, FieldLabel } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { requestLogin, type LoginVariables } from '../api/login';
import { validateCredentials, type Credentials } from '../model/login-schema';
import { useLeanForm } from '../model/use-lean-form';
import { completeSignIn } from '../model/sign-in';
import type { CodeStep as CodeStepComponent } from './code-step';
import {
  FailureAlert,
  StepHeading,
  SubmitButton,
  failureOf,
  linkClass,
  type Challenge,
  type Failure,
} from './login-steps';

// The second factor's step, loaded when the server first asks for a code (a failed load fails the sign-in attempt
// like a failed request, and the next attempt loads it again).
let CodeStep: typeof CodeStepComponent | null = null;
async function loadCodeStep(): Promise<void> {
  CodeStep ??= (await import('./code-step')).CodeStep;
}

export type LoginFormProps = {
  /** The heading of the first step. Defaults to "Sign in to Carebridge". */
  title?: string;
  /** Text under the heading of the first step. */
  intro?: ReactNode;
  /** Prefills the email address (the lock record's username). */
  defaultUsername?: string;
  /** Where to go once signed in, instead of the remembered origin (the lock record's url). */
  returnTo?: string | null;
};

/**
 * Sign-in with email address and password, then the second factor when the organisation mandates one: an
 * emailed code, an authenticator code, or setting up an authenticator app (spec §8). Once signed in it
 * settles the organisation and goes on to the remembered page.
 */
export function LoginForm({ title, intro, defaultUsername, returnTo }: LoginFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [username, setUsername] = useState(defaultUsername ?? '');

  async function attempt(credentials: Credentials, secondFactor: Omit<LoginVariables, keyof Credentials> = {}) {
    const result = await requestLogin({ ...credentials, ...secondFactor });
    const session = toStoredSession(result);
    if (session) {
      const next = await completeSignIn(session, { full: isFullPath(pathname), returnTo: returnTo ?? null });
      await navigate(next, { replace: true });
      return;
    }
    if (result.twoFactorRequired) {
      await loadCodeStep();
      setChallenge({ method: result.twoFactorRequired, setupUri: result.twoFactorSetupUri ?? null, credentials });
      return;
    }
    throw new Error('The sign-in result held neither a session nor a challenge');
  }

  if (challenge && CodeStep) {
    return (
      <CodeStep
        key={`${challenge.method}-${challenge.setupUri ?? ''}`}
        challenge={challenge}
        onSubmit={(code) =>
          attempt(challenge.credentials, {
            twoFactorCode: code,
            twoFactorCodeType: challenge.method,
            ...(challenge.setupUri ? { twoFactorSetup: true } : {}),
          })
        }
        onRestart={() => {
          setUsername(challenge.credentials.username);
          setChallenge(null);
        }}
      />
    );
  }
  return (
    <CredentialsStep
      title={title ?? t('auth.login.title')}
      intro={intro}
      defaultUsername={username}
      onSubmit={(credentials) => attempt(credentials)}
    />
  );
}

function CredentialsStep({
  title,
  intro,
  defaultUsername,
  onSubmit,
}: {
  title: string;
  intro: ReactNode;
  defaultUsername: string;
  onSubmit: (credentials: Credentials) => Promise<void>;
}) {
  const headingId = useId();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, errors, isSubmitting } = useLeanForm<Credentials>(
    ['username', 'password'],
    validateCredentials,
  );

  const submit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      await onSubmit(credentials);
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <StepHeading id={headingId} focus={false}>
        {title}
      </StepHeading>
      {intro ?? <p className="text-base">{t('auth.login.intro')}</p>}
      {failure && <FailureAlert failure={failure} />}
      <Field invalid={Boolean(errors.username)}>
        <FieldLabel>{t('auth.login.email')}</FieldLabel>
        <FieldControl>
          <Input
            type="email"
            autoComplete="username"
            spellCheck={false}
            defaultValue={defaultUsername}
            {...register('username')}
          />
        </FieldControl>
        <FieldError>{errors.username}</FieldError>
      </Field>
      <Field invalid={Boolean(errors.password)}>
        <FieldLabel>{t('auth.login.password')}</FieldLabel>
        <FieldControl>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FieldControl>
        <FieldError>{errors.password}</FieldError>
      </Field>
      <SubmitButton busy={isSubmitting}>{t('auth.login.submit')}</SubmitButton>
      <p>
        <Link to={paths.forgottenPassword()} className={linkClass}>
          {t('auth.login.forgotten')}
        </Link>
      </p>
    </form>
  );
}
