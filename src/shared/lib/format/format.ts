/*
 * How the client shows dates, times, NHS numbers and sizes: one format each, used on every screen (UK time for
 * instants; calendar dates such as dates of birth have no time zone).
 */

const LONDON = 'Europe/London';
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: LONDON,
});
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const longDateOnly = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeOnly = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: LONDON });
const dayHeading = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: LONDON,
});
const dayMonthTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: LONDON,
});

function instant(iso: string | Date): Date | null {
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant in UK time: '2 Mar 2026, 02:03'. Text that is not a date is shown as it is. */
export function formatDateTime(iso: string | Date): string {
  const date = instant(iso);
  return date ? dateTime.format(date) : String(iso);
}

/** A calendar date such as a date of birth (no time zone): '12 Apr 1948'. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateOnly.format(date);
}

/** A calendar date in words: '4 March 2030'. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDateOnly.format(date);
}

/** The UK time of an instant: '09:15'. */
export function formatTime(iso: string | Date): string {
  const date = instant(iso);
  return date ? timeOnly.format(date) : String(iso);
}

/** The UK day of an instant as a heading: 'Monday 4 March'. */
export function formatDayHeading(iso: string | Date): string {
  const date = instant(iso);
  return date ? dayHeading.format(date) : String(iso);
}

/** A near instant without its year: '4 March, 09:15' (link expiry times). */
export function formatDayMonthTime(iso: string | Date): string {
  const date = instant(iso);
  return date ? dayMonthTime.format(date) : String(iso);
}

/** A file size: '47 KB', '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A person's initials for a small avatar: 'Priya Shah' → 'PS', 'Dr Anne-Marie O'Neill' → 'AO' (first and last word). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => !/^(dr|mr|mrs|ms|miss|prof)\.?$/i.test(word));
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toLocaleUpperCase('en-GB');
}

/** An NHS number the way staff read it: '999 100 0003' (the rule lives in schema/rules). */
export { formatNhsNumber } from '@contracts/rules/nhs-number';
