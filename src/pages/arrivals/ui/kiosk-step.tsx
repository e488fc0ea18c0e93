import type { ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui';

/**
 * The one frame of a kiosk step that asks the patient for something (date of birth, health pod readings): a form named
 * by its heading, an optional hint under the heading, the step's fields, then a way out on the left (Back or Skip) and
 * Next on the right, at touch size. Next submits the form; `onSubmit` checks what was typed.
 */
export function KioskStep({
  id,
  heading,
  hint,
  onSubmit,
  secondary,
  children,
}: {
  /** Names the heading's id (`<id>-heading`), which names the form. */
  id: string;
  heading: string;
  hint?: string;
  onSubmit: () => void;
  /** The left-hand button: back a step, or skip this one. */
  secondary: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h1 id={headingId} className="text-center text-4xl font-bold">
        {heading}
      </h1>
      {hint && <p className="text-center text-2xl">{hint}</p>}
      {children}
      <div className="flex justify-between gap-4">
        <Button type="button" variant="outline" size="lg" className="min-h-16 text-2xl" onClick={secondary.onClick}>
          {secondary.label}
        </Button>
        <Button type="submit" size="lg" className="min-h-16 px-12 text-2xl">
          {t('arrivals.kiosk.next')}
        </Button>
      </div>
    </form>
  );
}
