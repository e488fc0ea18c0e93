import { isRealIsoDate } from '@contracts/rules/uk-time.js';
import { validationFailed } from '../../auth/problems.js';
import { ukWallTime } from '../clinical-system/index.js';

/** The longest range a report covers (a year, leap day included). */
export const MAX_REPORT_DAYS = 366;

/** A reporting period: UK calendar days `from`…`to` (both included) and the instants that bound them. */
export type Period = { from: string; to: string; start: Date; end: Date; days: number };

const DAY = 86_400_000;

/** The day `n` days after (or before, when negative) a YYYY-MM-DD day. */
export function shiftDay(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + n * DAY).toISOString().slice(0, 10);
}

function dayIndex(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY;
}

function startOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return ukWallTime(y, m, d, 0, 0);
}

function period(from: string, to: string): Period {
  return { from, to, start: startOf(from), end: startOf(shiftDay(to, 1)), days: dayIndex(to) - dayIndex(from) + 1 };
}

/**
 * The asked-for period and the previous one of the same length, ending the day before it starts. Refuses (400, a
 * message per field) a date that is not a real day, an end before the start and a range longer than a year.
 */
export function reportPeriods(from: string, to: string): { current: Period; previous: Period } {
  const fields: Record<string, string> = {};
  if (!isRealIsoDate(from)) fields.from = 'Enter a real start date.';
  if (!isRealIsoDate(to)) fields.to = 'Enter a real end date.';
  if (!fields.from && !fields.to) {
    if (to < from) fields.to = 'The end date must be on or after the start date.';
    else if (dayIndex(to) - dayIndex(from) + 1 > MAX_REPORT_DAYS)
      fields.to = `Choose a range of at most ${MAX_REPORT_DAYS} days.`;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const current = period(from, to);
  const previous = period(shiftDay(from, -current.days), shiftDay(from, -1));
  return { current, previous };
}

/** The instant each day of a period starts (UK midnight), in order, then the period's end. */
export function dayBounds(p: Period): Date[] {
  return [...daysOf(p).map(startOf), p.end];
}

/** Every day of a period, in order. */
export function daysOf(p: Period): string[] {
  return Array.from({ length: p.days }, (_, i) => shiftDay(p.from, i));
}
