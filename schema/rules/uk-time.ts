/* The UK calendar, one rule for the browser and the server: which day an instant falls on in Europe/London. */

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The UK calendar day (YYYY-MM-DD) of an instant: daily limits, reminders and dates of birth count by it. */
export function ukDay(at: Date): string {
  return londonDay.format(at);
}

/** Today in the UK as YYYY-MM-DD. */
export function ukToday(now: Date = new Date()): string {
  return ukDay(now);
}

/** Whole years from a date of birth to a day (both YYYY-MM-DD). */
export function ageInYears(born: string, today: string): number {
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A person's age in whole years on the UK day of `now`, or null when the date of birth is missing or not a real day. */
export function ageOnUkDay(born: string | null | undefined, now: Date): number | null {
  const day = born?.slice(0, 10);
  if (!day || !isRealIsoDate(day)) return null;
  const age = ageInYears(day, ukToday(now));
  return age >= 0 ? age : null;
}

/** Whether YYYY-MM-DD names a real calendar day (from 1870 on). */
export function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  if (y < 1870) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** spec §5: a date of birth (YYYY-MM-DD) must be a real day and in the past: strictly before today (YYYY-MM-DD). */
export function isValidDateOfBirth(value: string, today: string): boolean {
  return isRealIsoDate(value) && value < today;
}
