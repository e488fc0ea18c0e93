import { useEffect, useRef, type ReactNode } from 'react';
import { GraphQLRequestError } from '@/shared/api';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import type { Credentials } from '../model/login-schema';

// What the sign-in steps share: the first step (login-form.tsx) and the second factor's (code-step.tsx, which loads
// only when the server asks for a code). The failure alert (failure-alert.tsx) loads with the code a submit needs.

/** What the server still needs before it issues a session (LoginResult.twoFactorRequired). */
export type Challenge = {
  method: 'email' | 'authenticator';
  /** otpauth:// URI while an authenticator app is being set up */
  setupUri: string | null;
  credentials: Credentials;
};

export type Failure = { message: string; code: string | undefined };

/** The server's message (it carries the spec §8 wording) with its code; a generic one for anything else. */
export function failureOf(error: unknown): Failure {
  if (error instanceof GraphQLRequestError) return { message: error.message, code: error.code };
  return { message: t('auth.login.failed'), code: undefined };
}

export const linkClass =
  'rounded-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover hover:decoration-2 focus-visible:focus-ring';

/** A step's heading; it takes focus when a later step replaces the first, so screen readers hear it. */
export function StepHeading({ id, children, focus }: { id: string; children: ReactNode; focus: boolean }) {
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

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} className="self-start">
      {busy && <Spinner size="sm" className="text-current" label={t('auth.login.working')} />}
      {children}
    </Button>
  );
}
