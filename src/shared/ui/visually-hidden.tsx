import type * as React from 'react';
import { Slot } from './slot';
import { cn } from './cn';

type VisuallyHiddenProps = React.ComponentProps<'span'> & {
  asChild?: boolean;
  /** Show the content while it has keyboard focus (skip links). */
  focusable?: boolean;
};

/** Text for assistive technology only: hidden on screen, still read out and still in the DOM. */
export function VisuallyHidden({ className, asChild = false, focusable = false, ...props }: VisuallyHiddenProps) {
  const Comp = asChild ? Slot : 'span';
  return (
    <Comp
      data-slot="visually-hidden"
      className={cn('sr-only', focusable && 'focus:not-sr-only focus-visible:focus-ring', className)}
      {...props}
    />
  );
}
