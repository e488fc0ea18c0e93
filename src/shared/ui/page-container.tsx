import type * as React from 'react';
import { cn } from './cn';
import { Slot } from './slot';

/**
 * The one page frame of every staff area in the full layout (inbox, request, patients, outbound, video, console,
 * reports, my account, arrivals): the same maximum width (max-w-screen-2xl, 1536 px) centred, and the same left and
 * right gutter (1 rem). The rule: every page's content starts at the same left gutter, and a page's own root fills
 * the frame (no page sets its own max-w / mx-auto / horizontal padding). The inbox's fixed split panes live inside
 * the frame too, so it is not full-bleed. Narrow content (a form, a paragraph) may keep a reading measure inside
 * the page, but starts at the gutter. The top bar uses the same frame, so its logo lines up with the page title.
 * Pop-up, bare, kiosk, call screen, mobile arrival and patient (/consult/...) pages have their own frames.
 */
export function PageContainer({
  asChild = false,
  className,
  ...props
}: React.ComponentProps<'div'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp data-slot="page-container" className={cn('mx-auto w-full max-w-screen-2xl px-4', className)} {...props} />
  );
}
