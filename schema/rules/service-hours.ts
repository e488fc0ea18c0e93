/*
 * Service hours and confirmation messages (spec §3 'Confirmation messages: in hours and out of hours, screen and
 * email', §5 'Service hours: start and finish both set or both empty, start before finish', 'Confirmation messages
 * cannot be blank'). One rule for the browser and the server: which instant is in hours, and what a save must meet.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One weekday's opening hours, HH:MM in UK time; both null: closed that day. */
export type DayHours = { day: Weekday; start: string | null; finish: string | null };

/** Until an organisation sets its own: Monday to Friday 08:00–18:30, closed at the weekend. */
export const DEFAULT_SERVICE_HOURS: readonly DayHours[] = WEEKDAYS.map((day) =>
  day === 'saturday' || day === 'sunday'
    ? { day, start: null, finish: null }
    : { day, start: '08:00', finish: '18:30' },
);

export const SERVICE_HOURS_MESSAGES = {
  bothOrNeither: 'Enter both the start and finish times, or leave both empty',
  time: 'Enter a time in the 24-hour format HH:MM, for example 08:00',
  startBeforeFinish: 'The start time must be before the finish time',
  everyDay: 'Give the hours of each day of the week once',
  messageRequired: 'Enter the confirmation message',
  messageTooLong: 'The confirmation message must be 1000 characters or fewer',
} as const;

export const CONFIRMATION_MESSAGE_MAX = 1000;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Field errors for a week of hours, keyed `days.<weekday>.start|finish` (the console form's field names). */
export function serviceHoursErrors(days: readonly DayHours[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (days.length !== WEEKDAYS.length || WEEKDAYS.some((d) => days.filter((x) => x.day === d).length !== 1)) {
    errors.days = SERVICE_HOURS_MESSAGES.everyDay;
    return errors;
  }
  for (const { day, start, finish } of days) {
    const s = start?.trim() || null;
    const f = finish?.trim() || null;
    if (s !== null && !TIME.test(s)) errors[`days.${day}.start`] = SERVICE_HOURS_MESSAGES.time;
    if (f !== null && !TIME.test(f)) errors[`days.${day}.finish`] = SERVICE_HOURS_MESSAGES.time;
    if (errors[`days.${day}.start`] || errors[`days.${day}.finish`]) continue;
    if (s === null && f !== null) errors[`days.${day}.start`] = SERVICE_HOURS_MESSAGES.bothOrNeither;
    else if (s !== null && f === null) errors[`days.${day}.finish`] = SERVICE_HOURS_MESSAGES.bothOrNeither;
    else if (s !== null && f !== null && s >= f)
      errors[`days.${day}.finish`] = SERVICE_HOURS_MESSAGES.startBeforeFinish;
  }
  return errors;
}

export type ConfirmationMessages = {
  inHoursScreen: string;
  outOfHoursScreen: string;
  inHoursEmail: string;
  outOfHoursEmail: string;
};
export const CONFIRMATION_FIELDS = ['inHoursScreen', 'outOfHoursScreen', 'inHoursEmail', 'outOfHoursEmail'] as const;

/** None may be blank (spec §5); each at most CONFIRMATION_MESSAGE_MAX characters. Keyed by field name. */
export function confirmationMessageErrors(messages: ConfirmationMessages): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of CONFIRMATION_FIELDS) {
    const text = messages[field]?.trim() ?? '';
    if (!text) errors[field] = SERVICE_HOURS_MESSAGES.messageRequired;
    else if (text.length > CONFIRMATION_MESSAGE_MAX) errors[field] = SERVICE_HOURS_MESSAGES.messageTooLong;
  }
  return errors;
}

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The UK weekday and HH:MM of an instant. */
export function ukWeekdayAndTime(at: Date): { day: Weekday; time: string } {
  const parts = londonClock.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('weekday').toLowerCase() as Weekday, time: `${part('hour')}:${part('minute')}` };
}

/** Whether an instant falls within the organisation's opening hours (start inclusive, finish exclusive, UK time). */
export function isInHours(days: readonly DayHours[], at: Date): boolean {
  const { day, time } = ukWeekdayAndTime(at);
  const hours = days.find((d) => d.day === day);
  if (!hours?.start || !hours.finish) return false;
  return time >= hours.start && time < hours.finish;
}
