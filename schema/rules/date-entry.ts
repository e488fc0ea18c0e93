import { isRealIsoDate } from './uk-time';

/*
 * One date entry pattern across the product (issue 23 item 21): a date is typed as three numbers, day, month and
 * year (the NHS service manual's date input). Forms hold what was typed as one text, the three parts joined by '/'
 * ('12/4/1948', '12//1948' while the month is missing, '' when nothing is typed), so a refused form keeps it and
 * browser storage can keep it. The calendar day it names travels as YYYY-MM-DD; the server checks that with the
 * same isRealIsoDate.
 */

export type DatePart = 'day' | 'month' | 'year';
export type DateParts = Record<DatePart, string>;

export const DATE_PARTS: readonly DatePart[] = ['day', 'month', 'year'];
export const EMPTY_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

/**
 * What was typed, as its three parts. Accepts the form's own text (d/m/yyyy with '/', '-', '.' or spaces between the
 * parts, any part possibly empty) and YYYY-MM-DD (a stored or URL date).
 */
export function datePartsFromText(text: string): DateParts {
  const value = text.trim();
  if (value === '') return { ...EMPTY_DATE_PARTS };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return { day: iso[3]!, month: iso[2]!, year: iso[1]! };
  const [day = '', month = '', year = ''] = value.split(/\s*[/.\-\s]\s*|\s+/);
  return { day: day.trim(), month: month.trim(), year: year.trim() };
}

/** The form's text for three parts: '' when every part is empty. */
export function dateTextFromParts(parts: DateParts): string {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  return day === '' && month === '' && year === '' ? '' : `${day}/${month}/${year}`;
}

/** The form's text for a YYYY-MM-DD day ('' for none): 12/04/1948. */
export function dateTextFromIso(iso: string | null | undefined): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return '';
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

export type DateEntry =
  | { status: 'empty' }
  | { status: 'valid'; iso: string }
  /** some parts were left out: the ones to fill in */
  | { status: 'incomplete'; missing: DatePart[] }
  /** every part is there but they do not name a real day (letters, month 13, 31 April, a two-digit year) */
  | { status: 'notReal'; parts: DatePart[] };

/** Reads a typed date (the form's text or its parts). */
export function parseDateEntry(input: string | DateParts): DateEntry {
  const parts = typeof input === 'string' ? datePartsFromText(input) : input;
  const missing = DATE_PARTS.filter((part) => parts[part].trim() === '');
  if (missing.length === 3) return { status: 'empty' };
  if (missing.length > 0) return { status: 'incomplete', missing };
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  const wrong: DatePart[] = [];
  if (!/^\d{1,2}$/.test(day) || Number(day) < 1 || Number(day) > 31) wrong.push('day');
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) wrong.push('month');
  if (!/^\d{4}$/.test(year)) wrong.push('year');
  if (wrong.length > 0) return { status: 'notReal', parts: wrong };
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  // 31/04: each number is fine on its own, the day is not real
  return isRealIsoDate(iso) ? { status: 'valid', iso } : { status: 'notReal', parts: [...DATE_PARTS] };
}

/** The YYYY-MM-DD day a typed date names, or null (nothing typed, or not a real day). */
export function isoFromDateText(text: string): string | null {
  const entry = parseDateEntry(text);
  return entry.status === 'valid' ? entry.iso : null;
}
