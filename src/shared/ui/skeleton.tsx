import type * as React from 'react';
import { cn } from './cn';

/**
 * A placeholder block shaped like the content to come. Purely visual (aria-hidden): pair it with a
 * Spinner or other status text, or aria-busy on the region, so screen readers hear that it is loading.
 */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('rounded-md bg-border motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
