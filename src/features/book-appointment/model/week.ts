import { ukDay } from '@contracts/rules/uk-time';

const DAY = 86_400_000;

const weekdayOf = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short' });
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The UK calendar day (YYYY-MM-DD) of an instant: the one rule in schema/rules. */
export { ukDay };

/**
 * The booking window for week `offset` (0 this week): from now (or the week's Monday for later weeks) to the next
 * Monday, as instants. Times are approximate to the hour around midnight; the server is exact.
 */
export function bookingWindow(now: Date, offset: number): { start: Date; end: Date; monday: string } {
  const weekday = WEEKDAYS.indexOf(weekdayOf.format(now));
  // noon keeps the arithmetic clear of midnight and the clocks changing
  const noonToday = Date.parse(`${ukDay(now)}T12:00:00Z`);
  const mondayNoon = noonToday - weekday * DAY + offset * 7 * DAY;
  const monday = ukDay(new Date(mondayNoon));
  const start = offset === 0 ? now : new Date(Date.parse(`${monday}T00:00:00Z`) - 3_600_000);
  const end = new Date(Date.parse(`${ukDay(new Date(mondayNoon + 7 * DAY))}T00:00:00Z`) - 3_600_000);
  return { start, end, monday };
}
