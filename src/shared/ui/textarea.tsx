import type * as React from 'react';
import { cn } from './cn';
import { textControlClassName } from './input';

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(textControlClassName, 'min-h-24 resize-y', className)}
      {...props}
    />
  );
}
