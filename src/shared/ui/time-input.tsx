import * as React from 'react';
import {
  parseTimeEntry,
  TIME_PARTS,
  timePartsFromText,
  timeTextFromParts,
  type TimePart,
  type TimeParts,
} from '@contracts/rules/time-entry';
import { t, type MessageKey } from '@/shared/i18n';
import { cn } from './cn';
import { textControlClassName } from './input';

const PART_LABEL: Record<TimePart, MessageKey> = { hours: 'timeInput.hours', minutes: 'timeInput.minutes' };
const SEPARATOR_KEYS = new Set([':', '.']);

type TimeInputProps = {
  /** The question, shown as the group's legend ('Send time'). */
  label: string;
  /** What was typed: the two parts joined by ':' ('14:30', '' for nothing), see schema/rules/time-entry. */
  value: string;
  onChange: (value: string) => void;
  /** A hint under the label; the default says to use the 24-hour clock. */
  hint?: string;
  /** The error to show (above the boxes, the wrong boxes outlined). */
  error?: string | null;
  /** Which boxes the error is about; both when not given. */
  errorParts?: readonly TimePart[];
  /** Prefix of the two inputs' names (name-hours, name-minutes). */
  name?: string;
  className?: string;
  disabled?: boolean;
};

/**
 * A time of day in the style of the one date entry pattern (issue 23 item 21): a group named by its legend with two
 * numeric boxes, Hours and Minutes, on the 24-hour clock. Typing ':' or '.' moves on to Minutes; '14:30' typed or
 * pasted into Hours fills both. Read the value with parseTimeEntry from @contracts/rules/time-entry, and word its
 * errors with timeEntryError.
 */
export function TimeInput({
  label,
  value,
  onChange,
  hint,
  error,
  errorParts,
  name,
  className,
  disabled,
}: TimeInputProps) {
  const baseId = React.useId();
  const parts = timePartsFromText(value);
  const refs = React.useRef<Record<TimePart, HTMLInputElement | null>>({ hours: null, minutes: null });
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const wrong = new Set(error ? (errorParts ?? TIME_PARTS) : []);

  const change = (part: TimePart, typed: string) => {
    if (/\d\s*[:.]\s*\d/.test(typed)) {
      onChange(timeTextFromParts(timePartsFromText(typed)));
      refs.current.minutes?.focus();
      return;
    }
    const next: TimeParts = { ...parts, [part]: typed.replace(/[:.\s]/g, '') };
    onChange(timeTextFromParts(next));
  };

  const keyDown = (part: TimePart, event: React.KeyboardEvent<HTMLInputElement>) => {
    if (part === 'hours' && SEPARATOR_KEYS.has(event.key)) {
      event.preventDefault();
      if (parts.hours !== '') {
        refs.current.minutes?.focus();
        refs.current.minutes?.select();
      }
    }
  };

  return (
    <fieldset
      className={cn('flex min-w-0 flex-col gap-2', className)}
      aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
      data-slot="time-input"
    >
      <legend className="mb-2 font-semibold">{label}</legend>
      <p id={hintId} className="text-base text-muted-foreground">
        {hint ?? t('timeInput.hint')}
      </p>
      {error && (
        <p id={errorId} className="text-base font-semibold text-destructive">
          <span className="sr-only">{t('ui.field.errorPrefix')}</span> {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {TIME_PARTS.map((part) => {
          const id = `${baseId}-${part}`;
          return (
            <div key={part} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-base">
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
                size={2}
                aria-invalid={wrong.has(part) || undefined}
                onChange={(event) => change(part, event.target.value)}
                onKeyDown={(event) => keyDown(part, event)}
                className={cn(textControlClassName, 'min-h-10 w-16 tabular-nums')}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The message for a typed time that is not a usable time of day (null when it is one, or is empty): '{label} must
 * include minutes', '{label} must be a real time on the 24-hour clock'; and the boxes it is about.
 */
export function timeEntryError(value: string, label: string): { message: string; parts: TimePart[] } | null {
  const entry = parseTimeEntry(value);
  if (entry.status === 'incomplete') {
    const [missing] = entry.missing;
    return { message: t(`timeInput.missing.${missing}` as MessageKey, { label }), parts: entry.missing };
  }
  if (entry.status === 'notReal') return { message: t('timeInput.notReal', { label }), parts: entry.parts };
  return null;
}
