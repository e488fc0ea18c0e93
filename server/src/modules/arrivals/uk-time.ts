// UK wall-clock helpers for schedules and the check-in window (sessions and schedules are in UK local time).
const UK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
});
const WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The UK day (YYYY-MM-DD), weekday (1 Monday … 7 Sunday) and time (HH:MM) of an instant. */
export function ukClock(at: Date): { day: string; weekday: number; time: string } {
  const p = Object.fromEntries(UK.formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, weekday: WEEKDAY[p.weekday!] ?? 1, time: `${p.hour}:${p.minute}` };
}

/** The instants bounding the UK day of `at` (searches ±36 h; copes with the clock changes). */
export function ukDayBounds(at: Date): { start: Date; end: Date } {
  const day = ukClock(at).day;
  let start = new Date(at.getTime() - 36 * 3_600_000);
  start.setUTCMinutes(0, 0, 0);
  while (ukClock(start).day !== day) start = new Date(start.getTime() + 3_600_000);
  // step back inside the first hour in case the day starts at a half hour (it does not in the UK)
  let end = new Date(start.getTime() + 20 * 3_600_000);
  while (ukClock(end).day === day) end = new Date(end.getTime() + 3_600_000);
  return { start, end };
}
