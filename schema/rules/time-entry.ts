import { isRealIsoDate } from './uk-time';
import { OUTBOUND_LIMITS } from './limits';

/*
 * The time that goes with the one date entry pattern (issue 23 item 21): a time of day is typed as two numbers,
 * hours and minutes on the 24-hour clock, in two labelled boxes of a named group (the NHS service manual's style).
 * Forms hold what was typed as one text, the parts joined by ':' ('9:05', ':30' while the hours are missing, ''
 * when nothing is typed). A date and a time name a moment on the UK clock (Europe/London), which travels as an ISO
 * instant; the server checks it with the same rules (sendAtProblem).
 */

export type TimePart = 'hours' | 'minutes';
export type TimeParts = Record<TimePart, string>;

export const TIME_PARTS: readonly TimePart[] = ['hours', 'minutes'];

/** What was typed, as its two parts ('14:30', '14.30', '14 30'; either part possibly empty). */
export function timePartsFromText(text: string): TimeParts {
  const value = text.trim();
  if (value === '') return { hours: '', minutes: '' };
  const [hours = '', minutes = ''] = value.split(/\s*[:.\s]\s*/);
  return { hours: hours.trim(), minutes: minutes.trim() };
}

/** The form's text for two parts: '' when both are empty. */
export function timeTextFromParts(parts: TimeParts): string {
  const hours = parts.hours.trim();
  const minutes = parts.minutes.trim();
  return hours === '' && minutes === '' ? '' : `${hours}:${minutes}`;
}

export type TimeEntry =
  | { status: 'empty' }
  | { status: 'valid'; hours: number; minutes: number }
  | { status: 'incomplete'; missing: TimePart[] }
  /** both parts are there but do not name a time on the 24-hour clock (letters, 24 hours, 60 minutes) */
  | { status: 'notReal'; parts: TimePart[] };

/** Reads a typed time (the form's text or its parts). */
export function parseTimeEntry(input: string | TimeParts): TimeEntry {
  const parts = typeof input === 'string' ? timePartsFromText(input) : input;
  const missing = TIME_PARTS.filter((part) => parts[part].trim() === '');
  if (missing.length === 2) return { status: 'empty' };
  if (missing.length > 0) return { status: 'incomplete', missing };
  const hours = parts.hours.trim();
  const minutes = parts.minutes.trim();
  const wrong: TimePart[] = [];
  if (!/^\d{1,2}$/.test(hours) || Number(hours) > 23) wrong.push('hours');
  if (!/^\d{1,2}$/.test(minutes) || Number(minutes) > 59) wrong.push('minutes');
  if (wrong.length > 0) return { status: 'notReal', parts: wrong };
  return { status: 'valid', hours: Number(hours), minutes: Number(minutes) };
}

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** How far the UK clock is ahead of UTC at an instant, in milliseconds (0 in winter, an hour in summer). */
function londonOffset(at: number): number {
  const parts = Object.fromEntries(londonClock.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return wall - (at - (at % 60_000));
}

/**
 * The instant a UK date (YYYY-MM-DD) and time of day name, or null when the day is not real. A time the clocks skip
 * in spring (01:30 on the last Sunday of March) is read as the hour after; one they repeat in autumn as the first.
 */
export function ukInstant(isoDate: string, hours: number, minutes: number): Date | null {
  if (!isRealIsoDate(isoDate) || !Number.isInteger(hours) || hours < 0 || hours > 23) return null;
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 59) return null;
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hours, minutes);
  // the instants that read this wall time on the UK clock, one per offset in force around it (two in the repeated
  // autumn hour: the first is chosen)
  const DAY = 86_400_000;
  const readsAsWall = [londonOffset(wall - DAY), londonOffset(wall + DAY)]
    .map((offset) => wall - offset)
    .filter((at) => at + londonOffset(at) === wall);
  if (readsAsWall.length > 0) return new Date(Math.min(...readsAsWall));
  // a wall time the spring change skips (01:00–01:59 on the last Sunday of March): read on the clock before it
  return new Date(wall - londonOffset(wall - DAY));
}

/** The UK date (YYYY-MM-DD) and time ('HH:MM') of an instant: a stored send time shown back in the form. */
export function ukDateAndTime(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(londonClock.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A send time may be up to a minute behind the clock (typed in the current minute, or a slow request). */
export const SEND_AT_GRACE_MS = 60_000;

/**
 * spec §5: a message is scheduled from now up to two years ahead. 'past' for a time already gone (beyond the grace),
 * 'tooFar' beyond two years; null when it may be sent at that time.
 */
export function sendAtProblem(at: Date, now: Date): 'past' | 'tooFar' | null {
  if (at.getTime() < now.getTime() - SEND_AT_GRACE_MS) return 'past';
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + OUTBOUND_LIMITS.yearsAhead);
  return at.getTime() > limit.getTime() ? 'tooFar' : null;
}

/**
 * spec §5: reminder dates up to two years ahead. A message's reminders come every `gapDays` days, `occurrences`
 * times, after it is sent (`sendAt`, or now when it is sent at once): true when the last one would fall beyond two
 * years from now.
 */
export function lastReminderTooFar(sendAt: Date | null, gapDays: number, occurrences: number, now: Date): boolean {
  const start = sendAt && sendAt.getTime() > now.getTime() ? sendAt : now;
  const last = new Date(start.getTime() + gapDays * occurrences * 86_400_000);
  return sendAtProblem(last, now) === 'tooFar';
}
