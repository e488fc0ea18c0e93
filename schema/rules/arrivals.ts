/* Appointment arrivals and patient call screens (spec §5 Console): the rules both the browser and the server apply. */

export const ARRIVAL_LIMITS = {
  nameMax: 100,
  instructionsMax: 500,
  /** spec §5/§9: mobile arrival message under 500; the touchscreen info message follows the same limit. */
  infoMessageMax: 499,
  minutesMax: 240,
  newsTextMax: 280,
} as const;

/** What the patient, the manager and the server read. English source text; the client shows its catalogue's. */
export const ARRIVAL_MESSAGES = {
  nameRequired: 'Enter a name.',
  nameTooLong: 'The name must be 100 characters or fewer.',
  waitingAreaNameTaken: 'A waiting area with this name already exists.',
  instructionsRequired: 'Enter the instructions for patients.',
  instructionsTooLong: 'The instructions must be 500 characters or fewer.',
  waitingAreaInUse: 'This waiting area is used by a consulting staff schedule.',
  waitingAreaRequired: 'Choose a waiting area.',
  staffRequired: 'Choose a member of consulting staff.',
  weekdayInvalid: 'Choose a day.',
  periodInvalid: 'Enter a valid time period (HH:MM).',
  startAfterEnd: 'The start cannot be after the end.',
  startBeforePrevious: 'The start cannot be before the end of the previous session.',
  endAfterNext: 'The end cannot be after the start of the next session.',
  allDayClash: 'This day already has another session; an all-day session must be the only one.',
  codeInvalid: 'The code must be exactly 4 digits.',
  codeTaken: 'Another screen of this organisation has this code.',
  minutesEarlyRequired: 'Enter how many minutes early a patient may check in.',
  minutesLateRequired: 'Enter how many minutes late a patient may check in.',
  minutesInvalid: 'Enter a whole number of minutes from 0 to 240.',
  infoMessageTooLong: 'The message must be under 500 characters.',
  newsTextRequired: 'Enter the news item text.',
  newsTextTooLong: 'The news item must be 280 characters or fewer.',
  expiryInvalid: 'Enter a valid expiry date.',
  screensInvalid: 'Choose screens of this organisation.',
} as const;

export type ArrivalMessageKey = keyof typeof ARRIVAL_MESSAGES;

/** spec §5: touchscreen and TV codes are exactly 4 digits. */
export const isFourDigitCode = (value: string) => /^\d{4}$/.test(value);

/** A valid HH:MM (00:00 to 23:59). */
export const isClockTime = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

export type ScheduleSession = {
  id?: number | string | null;
  allDay: boolean;
  start: string | null;
  end: string | null;
};

/**
 * spec §5 Consulting staff: a valid period, start not after end, start not before the previous session's end (and so
 * the next session not starting before this one's end). `others` are the same staff member's sessions that day.
 * Returns field → message key.
 */
export function scheduleErrors(session: ScheduleSession, others: ScheduleSession[]): Record<string, ArrivalMessageKey> {
  const rest = others.filter((o) => session.id == null || String(o.id) !== String(session.id));
  if (session.allDay) return rest.length > 0 ? { allDay: 'allDayClash' } : {};
  if (!isClockTime(session.start)) return { start: 'periodInvalid' };
  if (!isClockTime(session.end)) return { end: 'periodInvalid' };
  if (session.start > session.end) return { start: 'startAfterEnd' };
  if (rest.some((o) => o.allDay)) return { allDay: 'allDayClash' };
  const timed = rest.filter((o) => isClockTime(o.start) && isClockTime(o.end)) as (ScheduleSession & {
    start: string;
    end: string;
  })[];
  const previous = timed.filter((o) => o.start <= session.start!).sort((a, b) => b.start.localeCompare(a.start))[0];
  if (previous && session.start < previous.end) return { start: 'startBeforePrevious' };
  const next = timed.filter((o) => o.start > session.start!).sort((a, b) => a.start.localeCompare(b.start))[0];
  if (next && session.end > next.start) return { end: 'endAfterNext' };
  return {};
}

/** Minutes early/late: required, a whole number from 0 to 240. */
export function minutesError(value: number | null | undefined, required: ArrivalMessageKey): ArrivalMessageKey | null {
  if (value === null || value === undefined || Number.isNaN(value)) return required;
  if (!Number.isInteger(value) || value < 0 || value > ARRIVAL_LIMITS.minutesMax) return 'minutesInvalid';
  return null;
}

/** What the kiosk answers when it will not check a patient in: each one sends them to reception. */
export const CHECK_IN_MESSAGES = {
  NOT_FOUND: 'We could not find an appointment for you today. Please go to reception.',
  SELF_CHECK_IN_PREVENTED: 'Please go to reception to check in for this appointment.',
  TOO_EARLY: 'You are too early to check in for your appointment. Please go to reception.',
  TOO_LATE: 'You are too late to check in for your appointment. Please go to reception.',
  AMBIGUOUS: 'We could not check you in here. Please go to reception.',
  dateOfBirthInvalid: 'Enter your date of birth.',
  surnameInitialInvalid: 'Choose the first letter of your surname.',
  notRegistered: 'This screen is not registered. Ask the practice to register it with its code.',
  suspended: 'This touchscreen’s licence is suspended. Please go to reception.',
  deviceNotFound: 'No touchscreen or screen has this code at this organisation.',
  tooManyAttempts: 'Too many wrong codes have been tried. Wait 15 minutes, then try again.',
} as const;

/**
 * Registering a kiosk or TV screen with a wrong code: at most 5 from one address and 20 for one organisation in
 * 15 minutes; after that every registration there is refused (even with the right code) until the window passes.
 */
export const DEVICE_REGISTRATION_LIMIT = { perAddress: 5, perOrganisation: 20, windowMinutes: 15 } as const;
