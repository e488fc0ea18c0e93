import { useState, useId, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { t } from '@/shared/i18n';
import { isFullPath, paths } from '@/shared/routes';
import { Field, FieldControl, FieldError, FieldLabel } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import type { LoginVariables } from '../api/login';
import { validateCredentials, type Credentials } from '../model/login-schema';
import { useLeanForm } from '../model/use-lean-form';
import type { CodeStep as CodeStepComponent } from './code-step';
import { StepHeading, SubmitButton, failureOf, linkClass, type Challenge, type Failure } from './login-steps';

// The second factor's step, loaded when the server first asks for a code (a failed load fails the sign-in attempt
// like a failed request, and the next attempt loads it again).
let CodeStep: typeof CodeStepComponent | null = null;
async function loadCodeStep(): Promise<void> {
  CodeStep ??= (await import('./code-step')).CodeStep;
}

// What a submit needs and the form's first paint does not (ARCHITECTURE §8 /login initial JS): the login request
// with its document, the completion of the sign-in, and the failure alert. One chunk, started when the user first
// types (or, at the latest, by the submit); a failed load is tried again by the next call.
const loadSubmitCode = () =>
  Promise.all([
    import(/* webpackChunkName: "login-submit" */ '../model/attempt'),
    import(/* webpackChunkName: "login-submit" */ './failure-alert'),
  ]).then(([{ attemptSignIn }, { FailureAlert }]) => ({ attemptSignIn, FailureAlert }));
let submitCode: ReturnType<typeof loadSubmitCode> | null = null;
let LoadedFailureAlert: Awaited<ReturnType<typeof loadSubmitCode>>['FailureAlert'] | null = null;
function submitCodeOnce(): ReturnType<typeof loadSubmitCode> {
  submitCode ??= loadSubmitCode().then(
    (code) => {
      LoadedFailureAlert = code.FailureAlert;
      return code;
    },
    (error: unknown) => {
      submitCode = null;
      throw error;
    },
  );
  return submitCode;
}
const prefetchSubmitCode = () => void submitCodeOnce().catch(() => undefined);

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
    const { attemptSignIn } = await submitCodeOnce();
    const outcome = await attemptSignIn(
      { ...credentials, ...secondFactor },
      { full: isFullPath(pathname), returnTo: returnTo ?? null },
    );
    if ('next' in outcome) {
      await navigate(outcome.next, { replace: true });
      return;
    }
    await loadCodeStep();
    setChallenge({ method: outcome.twoFactorRequired, setupUri: outcome.setupUri, credentials });
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
      const found = failureOf(error);
      // the alert's code came with the attempt's; should that load have been the failure, it is tried once more
      await submitCodeOnce().catch(() => undefined);
      setFailure(found);
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      onInput={prefetchSubmitCode}
      className="flex flex-col gap-5"
    >
      <StepHeading id={headingId} focus={false}>
        {title}
      </StepHeading>
      {intro ?? <p className="text-base">{t('auth.login.intro')}</p>}
      {failure && <ShownFailure failure={failure} />}
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

/** The failure alert; should its code not load (the network is down), the message still interrupts, as plain text. */
function ShownFailure({ failure }: { failure: Failure }) {
  if (LoadedFailureAlert) return <LoadedFailureAlert failure={failure} />;
  return (
    <p role="alert" data-testid="login-error" className="font-semibold text-destructive">
      {failure.message}
    </p>
  );
}
