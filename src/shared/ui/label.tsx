import type * as React from 'react';
import { cn } from './cn';

/** A form label (native: the control's own click and focus behaviour). */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor or wrap the control
    <label
      data-slot="label"
      className={cn(
        'flex items-center gap-2 text-base leading-snug font-semibold text-foreground select-none',
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        'group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
