import type * as React from 'react';
import { t } from '@/shared/i18n';
import { cn } from './cn';

type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** What is loading, read out by screen readers. Defaults to "Loading". */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
};

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-[3px]', lg: 'size-10 border-4' } as const;

export function Spinner({ className, label, showLabel = false, size = 'md', ...props }: SpinnerProps) {
  const text = label ?? t('ui.loading');
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn('inline-flex items-center gap-2 text-primary', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          // a slower turn under reduced motion: still says "working" without a fast-moving element
          'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent motion-reduce:[animation-duration:2.5s]',
          sizes[size],
        )}
      />
      <span className={cn(showLabel ? 'text-base text-foreground' : 'sr-only')}>{text}</span>
    </span>
  );
}
