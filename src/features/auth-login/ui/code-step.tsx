import { useId, useState } from 'react';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { validateCode, type CodeInput } from '../model/login-schema';
import { useLeanForm } from '../model/use-lean-form';
import { groupSecret, secretFromOtpauthUri } from '../model/two-factor';
import { FailureAlert } from './failure-alert';
import { StepHeading, SubmitButton, failureOf, linkClass, type Challenge, type Failure } from './login-steps';

/**
 * The second factor's step (spec §8): an emailed code, an authenticator code, or setting up an authenticator app. Its
 * own chunk: the login form loads it when the server asks for a code, so /login does not carry it (ARCHITECTURE §8).
 */
export function CodeStep({
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
