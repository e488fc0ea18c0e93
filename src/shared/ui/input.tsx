import type * as React from 'react';
import { cn } from './cn';

/** Shared look of single- and multi-line text controls. */
export const textControlClassName = cn(
  'w-full min-w-0 rounded-md border-2 border-input bg-background px-3 py-2 text-base text-foreground',
  'placeholder:text-muted-foreground focus-visible:focus-ring',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-destructive',
);

/** A native <select>'s look, matching the text controls (add w-full where it fills its column). */
export const nativeSelectClassName =
  'min-h-10 rounded-md border-2 border-input bg-background px-3 text-base text-foreground focus-visible:focus-ring disabled:opacity-60';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        textControlClassName,
        'min-h-10',
        'file:me-3 file:border-0 file:bg-transparent file:font-semibold file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
