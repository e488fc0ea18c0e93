import type * as React from 'react';
import { Slot } from './slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn';

export const buttonVariants = cva(
  [
    // the border's width and colour are the variant's: before tailwind-merge loads (shared/ui/cn.ts), on the sign-in
    // screens, no class here may conflict with one of a variant
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md',
    'font-semibold whitespace-nowrap transition-colors select-none',
    'focus-visible:focus-ring disabled:pointer-events-none disabled:opacity-60',
    'aria-disabled:pointer-events-none aria-disabled:opacity-60',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-5",
  ],
  {
    variants: {
      variant: {
        primary:
          'border-2 border-transparent bg-primary text-primary-foreground hover:bg-primary-hover active:bg-primary-active',
        secondary: 'border-2 border-primary bg-background text-primary hover:bg-info-subtle active:bg-muted',
        outline: 'border-2 border-input bg-background text-foreground hover:bg-muted active:bg-border',
        ghost: 'border-2 border-transparent bg-transparent text-primary hover:bg-muted active:bg-border',
        // on the primary-coloured header: white text that stays readable while hovered, pressed or its menu is open
        // (issue 23: the bell and Settings went white on white)
        onPrimary:
          'border-2 border-transparent bg-transparent text-white hover:bg-black/20 active:bg-black/30 aria-expanded:bg-black/25 data-[state=open]:bg-black/25',
        destructive:
          'border-2 border-transparent bg-destructive text-destructive-foreground hover:bg-destructive-hover active:bg-destructive-hover',
        link: 'border-0 border-transparent bg-transparent text-primary underline underline-offset-4 hover:text-primary-hover hover:decoration-2',
      },
      size: {
        // the smallest size still clears the 24 px minimum target (WCAG 2.2 SC 2.5.8) with room to spare
        sm: 'min-h-8 px-3 text-sm',
        md: 'min-h-10 px-4 text-base',
        lg: 'min-h-12 px-6 text-lg',
        icon: 'size-10 p-0',
      },
    },
    // a link-styled button sits in running text: no padding, but still a 24 px target
    compoundVariants: [{ variant: 'link', className: 'min-h-6 px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a router link, say) with button styling instead of a `<button>`. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size, className }))}
      // a bare <button> inside a form submits it; make submitting an explicit choice
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}
