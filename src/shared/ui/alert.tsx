import { createContext, useContext, useEffect, useRef } from 'react';
import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { t } from '@/shared/i18n';
import { cn } from './cn';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';

const alertVariants = cva(
  'relative grid w-full grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-md border-s-8 px-4 py-3 text-base text-foreground',
  {
    variants: {
      severity: {
        info: 'border-primary bg-info-subtle [&>svg]:text-primary',
        success: 'border-success bg-success-subtle [&>svg]:text-success',
        warning: 'border-warning-edge bg-warning-subtle [&>svg]:text-warning-edge',
        error: 'border-destructive bg-destructive-subtle [&>svg]:text-destructive',
      },
    },
    defaultVariants: { severity: 'info' },
  },
);

type Severity = NonNullable<VariantProps<typeof alertVariants>['severity']>;

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;
const severityLabels = {
  info: 'ui.alert.info',
  success: 'ui.alert.success',
  warning: 'ui.alert.warning',
  error: 'ui.alert.error',
} as const;

type AlertProps = React.ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/**
 * spec §2: on full pages an error alert scrolls itself into view. The full-page layout provides true; elsewhere
 * (pop-ups, bare screens) alerts stay where they are.
 */
export const AlertScrollIntoViewContext = createContext(false);

/**
 * A message box. Errors interrupt (role=alert); the other severities are polite status messages. Colour and
 * icon are backed by a visually hidden "Error:"-style prefix, so severity never relies on colour (SC 1.4.1).
 */
export function Alert({ className, severity, children, ...props }: AlertProps) {
  const level: Severity = severity ?? 'info';
  const Icon = icons[level];
  const scrollIntoView = useContext(AlertScrollIntoViewContext) && level === 'error';
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollIntoView) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [scrollIntoView]);
  return (
    <div
      ref={ref}
      data-slot="alert"
      data-severity={level}
      role={level === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ severity: level }), className)}
      {...props}
    >
      <Icon className="row-span-2 mt-0.5 size-6" />
      <span className="sr-only">{t(severityLabels[level])}</span> {children}
    </div>
  );
}

export function AlertTitle({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="alert-title" className={cn('col-start-2 font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn('col-start-2 text-foreground [&_p]:leading-relaxed', className)}
      {...props}
    />
  );
}
