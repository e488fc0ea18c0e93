import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { GraphQLRequestError } from '@/shared/api';
import { toStoredSession } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { isFullPath, paths } from '@/shared/routes';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { requestLogin, type LoginVariables } from '../api/login';
import { validateCode, validateCredentials, type CodeInput, type Credentials } from '../model/login-schema';
import { useLeanForm } from '../model/use-lean-form';
import { completeSignIn } from '../model/sign-in';
import { groupSecret, secretFromOtpauthUri } from '../model/two-factor';

/** What the server still needs before it issues a session (LoginResult.twoFactorRequired). */
type Challenge = {
  method: 'email' | 'authenticator';
  /** otpauth:// URI while an authenticator app is being set up */
  setupUri: string | null;
  credentials: Credentials;
};

type Failure = { message: string; code: string | undefined };

/** The server's message (it carries the spec §8 wording) with its code; a generic one for anything else. */
function failureOf(error: unknown): Failure {
  if (error instanceof GraphQLRequestError) return { message: error.message, code: error.code };
  return { message: t('auth.login.failed'), code: undefined };
}

const linkClass =
  'rounded-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover hover:decoration-2 focus-visible:focus-ring';

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
      setChallenge({ method: result.twoFactorRequired, setupUri: result.twoFactorSetupUri ?? null, credentials });
      return;
    }
    throw new Error('The sign-in result held neither a session nor a challenge');
  }

  if (challenge) {
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

/** A step's heading; it takes focus when a later step replaces the first, so screen readers hear it. */
function StepHeading({ id, children, focus }: { id: string; children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1 id={id} ref={ref} tabIndex={-1} className="text-3xl leading-tight font-bold focus:outline-none">
      {children}
    </h1>
  );
}

function FailureAlert({ failure }: { failure: Failure }) {
  return (
    <Alert severity="error" data-testid="login-error">
      <AlertTitle>{t('auth.login.errorTitle')}</AlertTitle>
      <AlertDescription>
        <p>{failure.message}</p>
        {failure.code === 'ACCOUNT_LOCKED' && (
          <p className="mt-2">
            <Link to={paths.forgottenPassword()} className={linkClass}>
              {t('account.forgotten.title')}
            </Link>
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}

function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} className="self-start">
      {busy && <Spinner size="sm" className="text-current" label={t('auth.login.working')} />}
      {children}
    </Button>
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

function CodeStep({
  challenge,
  onSubmit,
  onRestart,
}: {
  challenge: Challenge;
  onSubmit: (code: string) => Promise<void>;
  onRestart: () => void;
}) {
  const headingId = useId();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, setError, errors, isSubmitting } = useLeanForm<CodeInput>(['code'], validateCode);

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onSubmit(code);
    } catch (error) {
      const found = failureOf(error);
      // a wrong, expired or mismatched code belongs to the code field; anything else to the form
      if (found.code?.startsWith('TWO_FACTOR_')) setError('code', found.message);
      else setFailure(found);
    }
  });

  const setup = challenge.method === 'authenticator' && challenge.setupUri;
  const heading = setup
    ? t('auth.twoFactor.setupTitle')
    : challenge.method === 'email'
      ? t('auth.twoFactor.emailTitle')
      : t('auth.twoFactor.appTitle');

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <StepHeading id={headingId} focus>
        {heading}
      </StepHeading>
      {setup ? (
        <AuthenticatorSetup uri={challenge.setupUri ?? ''} />
      ) : (
        <p>
          {challenge.method === 'email'
            ? t('auth.twoFactor.emailIntro', { email: challenge.credentials.username })
            : t('auth.twoFactor.appIntro')}
        </p>
      )}
      {failure && <FailureAlert failure={failure} />}
      <Field invalid={Boolean(errors.code)}>
        <FieldLabel>{t('auth.twoFactor.code')}</FieldLabel>
        <FieldDescription>{t('auth.twoFactor.codeHint')}</FieldDescription>
        <FieldControl>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            className="max-w-48 font-mono tracking-widest"
            {...register('code')}
          />
        </FieldControl>
        <FieldError>{errors.code}</FieldError>
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={isSubmitting}>{t('auth.twoFactor.submit')}</SubmitButton>
        <Button variant="link" onClick={onRestart} disabled={isSubmitting}>
          {t('auth.twoFactor.restart')}
        </Button>
      </div>
    </form>
  );
}

/** The setup key as text with a copy button, and the otpauth link for an app on this device. */
function AuthenticatorSetup({ uri }: { uri: string }) {
  const secret = secretFromOtpauthUri(uri);
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p>{t('auth.twoFactor.setupIntro')}</p>
      {secret && (
        <div className="flex flex-col gap-2 rounded-md border-2 border-border bg-muted p-4">
          <p className="font-semibold">{t('auth.twoFactor.setupKey')}</p>
          <p className="font-mono text-lg break-all select-all" data-testid="setup-key">
            {groupSecret(secret)}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              {t('auth.twoFactor.copy')}
            </Button>
            <p role="status" className="text-sm">
              {copyStatus === 'copied' && t('auth.twoFactor.copied')}
              {copyStatus === 'failed' && t('auth.twoFactor.copyFailed')}
            </p>
          </div>
        </div>
      )}
      <p>
        <a href={uri} className={linkClass}>
          {t('auth.twoFactor.openApp')}
        </a>
      </p>
    </div>
  );
}
