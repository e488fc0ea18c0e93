import type * as React from 'react';
import { t } from '@/shared/i18n';
import { Button } from './button';
import { cn } from './cn';
import { ErrorIcon } from './icons';

type ErrorStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** Defaults to "Sorry, there is a problem". */
  title?: React.ReactNode;
  /** What went wrong and what to do; defaults to a generic loading failure. */
  message?: React.ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Defaults to "Try again". */
  retryLabel?: string;
  /** Disables the retry button while a retry is in flight. */
  retrying?: boolean;
  headingLevel?: 2 | 3 | 4;
};

/** Shown in place of content that failed to load. Announced at once (role=alert). */
export function ErrorState({
  className,
  title,
  message,
  onRetry,
  retryLabel,
  retrying = false,
  headingLevel = 2,
  children,
  ...props
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-md border-s-8 border-destructive bg-destructive-subtle px-5 py-4 text-foreground',
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-2">
        <ErrorIcon className="size-6 shrink-0 text-destructive" />
        <Heading data-slot="error-state-title" className="text-lg font-semibold">
          {title ?? t('ui.errorState.title')}
        </Heading>
      </div>
      <p data-slot="error-state-message" className="text-base">
        {message ?? t('ui.errorState.message')}
      </p>
      {children}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
          {retryLabel ?? t('ui.errorState.retry')}
        </Button>
      )}
    </div>
  );
}
