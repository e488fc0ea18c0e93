import type * as React from 'react';
import { t } from '@/shared/i18n';
import { cn } from './cn';
import { InboxIcon } from './icons';

type HeadingLevel = 2 | 3 | 4;

type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** Defaults to "Nothing to show yet". */
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** Decorative artwork; defaults to an empty tray. Pass null for none. */
  icon?: React.ReactNode;
  /** A next step, usually a Button. */
  action?: React.ReactNode;
  /** The title's heading level, to fit the page outline. */
  headingLevel?: HeadingLevel;
};

/** Shown where a list or panel has loaded successfully but has nothing in it. */
export function EmptyState({
  className,
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  children,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-md border-2 border-dashed border-border px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon !== null && (
        <span aria-hidden="true" className="text-muted-foreground [&_svg]:size-10">
          {icon ?? <InboxIcon />}
        </span>
      )}
      <Heading data-slot="empty-state-title" className="text-lg font-semibold">
        {title ?? t('ui.emptyState.title')}
      </Heading>
      {description && (
        <p data-slot="empty-state-description" className="max-w-prose text-base text-muted-foreground">
          {description}
        </p>
      )}
      {children}
      {action && (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-3">
          {action}
        </div>
      )}
    </div>
  );
}
