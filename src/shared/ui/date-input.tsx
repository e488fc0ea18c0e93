import * as React from 'react';
import {
  DATE_PARTS,
  datePartsFromText,
  dateTextFromParts,
  parseDateEntry,
  type DatePart,
  type DateParts,
} from '@contracts/rules/date-entry';
import { t, type MessageKey } from '@/shared/i18n';
import { cn } from './cn';
import { textControlClassName } from './input';

const PART_LABEL: Record<DatePart, MessageKey> = {
  day: 'dateInput.day',
  month: 'dateInput.month',
  year: 'dateInput.year',
};

const PART_WIDTH: Record<DatePart, string> = { day: 'w-16', month: 'w-16', year: 'w-24' };
const PART_LENGTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };
const SEPARATOR_KEYS = new Set(['/', '.', '-']);

type DateInputProps = {
  /** The question, shown as the group's legend ('Date of birth', 'From'). */
  label: string;
  /** What was typed: the three parts joined by '/' ('12/4/1948', '' for nothing), see schema/rules/date-entry. */
  value: string;
  onChange: (value: string) => void;
  /** A hint under the label; the default gives an example date. */
  hint?: string;
  /** The error to show (NHS pattern: above the boxes, the wrong boxes outlined). */
  error?: string | null;
  /** Which boxes the error is about; all of them when not given. */
  errorParts?: readonly DatePart[];
  /** Prefix of the three inputs' names (name-day, name-month, name-year). */
  name?: string;
  className?: string;
  disabled?: boolean;
  /** 'touch': large boxes and text for a touchscreen (the check-in kiosk); the same pattern otherwise. */
  size?: 'default' | 'touch';
};

const TOUCH_WIDTH: Record<DatePart, string> = { day: 'w-28', month: 'w-28', year: 'w-44' };

/**
 * The one date entry pattern (issue 23 item 21; NHS service manual "date input"): a group named by its legend with
 * three numeric boxes, Day, Month and Year. Typing '/', '.' or '-' moves on to the next box; a whole date typed or
 * pasted into one box (12/04/1948 or 1948-04-12) fills all three. Read the value with parseDateEntry /
 * isoFromDateText from @contracts/rules/date-entry, and word its errors with dateEntryError.
 */
export function DateInput({
  label,
  value,
  onChange,
  hint,
  error,
  errorParts,
  name,
  className,
  disabled,
  size = 'default',
}: DateInputProps) {
  const touch = size === 'touch';
  const baseId = React.useId();
  const parts = datePartsFromText(value);
  const refs = React.useRef<Record<DatePart, HTMLInputElement | null>>({ day: null, month: null, year: null });
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const wrong = new Set(error ? (errorParts ?? DATE_PARTS) : []);

  const change = (part: DatePart, typed: string) => {
    // a whole date typed or pasted into one box
    if (/\d\s*[/.\-\s]\s*\d/.test(typed)) {
      const whole = datePartsFromText(typed);
      onChange(dateTextFromParts(whole));
      refs.current.year?.focus();
      return;
    }
    const next: DateParts = { ...parts, [part]: typed.replace(/[/.\-\s]/g, '') };
    onChange(dateTextFromParts(next));
  };

  const keyDown = (part: DatePart, event: React.KeyboardEvent<HTMLInputElement>) => {
    const index = DATE_PARTS.indexOf(part);
    const following = DATE_PARTS[index + 1];
    if (SEPARATOR_KEYS.has(event.key) && following) {
      event.preventDefault();
      if (parts[part] !== '') {
        const next = refs.current[following];
        next?.focus();
        next?.select();
      }
    }
  };

  return (
    <fieldset
      className={cn('flex min-w-0 flex-col gap-2', className)}
      aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
      data-slot="date-input"
    >
      <legend className={cn('mb-2 font-semibold', touch && 'text-3xl')}>{label}</legend>
      <p id={hintId} className={cn('text-base text-muted-foreground', touch && 'text-2xl')}>
        {hint ?? t('dateInput.hint')}
      </p>
      {error && (
        <p id={errorId} className={cn('text-base font-semibold text-destructive', touch && 'text-2xl')}>
          <span className="sr-only">{t('ui.field.errorPrefix')}</span> {error}
        </p>
      )}
      <div className={cn('flex flex-wrap gap-3', touch && 'gap-6')}>
        {DATE_PARTS.map((part) => {
          const id = `${baseId}-${part}`;
          return (
            <div key={part} className="flex flex-col gap-1">
              <label htmlFor={id} className={cn('text-base', touch && 'text-2xl font-semibold')}>
                {t(PART_LABEL[part])}
              </label>
              <input
                ref={(element) => {
                  refs.current[part] = element;
                }}
                id={id}
                name={name ? `${name}-${part}` : undefined}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                disabled={disabled}
                value={parts[part]}
                size={PART_LENGTH[part]}
                aria-invalid={wrong.has(part) || undefined}
                onChange={(event) => change(part, event.target.value)}
                onKeyDown={(event) => keyDown(part, event)}
                className={cn(
                  textControlClassName,
                  'min-h-10 tabular-nums',
                  touch ? ['min-h-20 text-center text-4xl', TOUCH_WIDTH[part]] : PART_WIDTH[part],
                )}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The spec-worded message for a typed date that is not a usable day (null when it is one, or is empty): '{label} must
 * include a month', '{label} must be a real date', 'Year must include 4 numbers'; and the boxes it is about.
 */
export function dateEntryError(value: string, label: string): { message: string; parts: DatePart[] } | null {
  const entry = parseDateEntry(value);
  if (entry.status === 'incomplete') {
    return {
      message: t(`dateInput.missing.${entry.missing.join(',')}` as MessageKey, { label }),
      parts: entry.missing,
    };
  }
  if (entry.status === 'notReal') {
    if (entry.parts.length === 1 && entry.parts[0] === 'year' && /^\d+$/.test(datePartsFromText(value).year)) {
      return { message: t('dateInput.yearDigits'), parts: ['year'] };
    }
    return { message: t('dateInput.notReal', { label }), parts: entry.parts };
  }
  return null;
}
