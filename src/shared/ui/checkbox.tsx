import type * as React from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { cn } from './cn';
import { CheckIcon, MinusIcon } from './icons';

export function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        // 24 px box: the minimum target size of WCAG 2.2 SC 2.5.8, and the label adds to the clickable area
        'peer inline-flex size-6 shrink-0 items-center justify-center rounded-sm border-2 border-input bg-background text-foreground',
        'focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-60',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="group flex items-center justify-center">
        <CheckIcon className="size-4 group-data-[state=indeterminate]:hidden" />
        <MinusIcon className="hidden size-4 group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
