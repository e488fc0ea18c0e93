/* Appointment arrivals and patient call screens (spec §5 Console): the rules both the browser and the server apply. */

export const ARRIVAL_LIMITS = {
  nameMax: 100,
  instructionsMax: 500,
  /** spec §5/§9: mobile arrival message under 500; the touchscreen info message follows the same limit. */
  infoMessageMax: 499,
  minutesMax: 240,
  newsTextMax: 280,
  locationMax: 100,
  questionsMax: 5,
  questionMax: 200,
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
  locationUnknown: 'Choose one of the practice’s locations.',
  locationLockNeedsLocation: 'Choose a location to lock this touchscreen to.',
  tooManyQuestions: 'Ask at most 5 questions.',
  questionTooLong: 'Each question must be 200 characters or fewer.',
  reviewNeedsQuestions: 'Add a question to review the responses to.',
  healthPodInvalid: 'Choose health pod inputs from blood pressure, weight and height.',
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
  WRONG_LOCATION: 'Your appointment is at another of the practice’s sites. Please go to reception.',
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

/** spec §3 Touchscreen health pod inputs: the readings a kiosk asks for after check-in. */
export const HEALTH_POD_INPUTS = ['blood-pressure', 'weight', 'height'] as const;
export type HealthPodInput = (typeof HEALTH_POD_INPUTS)[number];
export const isHealthPodInput = (value: string): value is HealthPodInput =>
  (HEALTH_POD_INPUTS as readonly string[]).includes(value);

/** The questionnaire as typed (one question a line): its questions, blank lines dropped. */
export const questionsFromText = (text: string) =>
  text
    .split('\n')
    .map((q) => q.trim())
    .filter(Boolean);

/** The questionnaire's problem (at most 5 questions of at most 200 characters), or null. */
export function questionsError(questions: readonly string[]): ArrivalMessageKey | null {
  if (questions.length > ARRIVAL_LIMITS.questionsMax) return 'tooManyQuestions';
  if (questions.some((q) => q.length > ARRIVAL_LIMITS.questionMax)) return 'questionTooLong';
  return null;
}

/**
 * Health pod readings a patient enters at the kiosk: blood pressure (systolic over diastolic, mmHg), weight (kg, to
 * one decimal place) and height (cm, whole). Readings outside these ranges are mistyped, not measured.
 */
export const READING_RANGES = {
  systolic: { min: 70, max: 250 },
  diastolic: { min: 40, max: 150 },
  weight: { min: 2, max: 300 },
  height: { min: 40, max: 250 },
} as const;
export type ReadingName = keyof typeof READING_RANGES;
export type Readings = Partial<Record<ReadingName, number>>;

export const READING_MESSAGES = {
  systolic: 'Enter the top number of your blood pressure, from 70 to 250.',
  diastolic: 'Enter the bottom number of your blood pressure, from 40 to 150.',
  diastolicAboveSystolic: 'The bottom number must be lower than the top number.',
  weight: 'Enter your weight in kilograms, from 2 to 300.',
  height: 'Enter your height in centimetres, from 40 to 250.',
  notAsked: 'This touchscreen does not ask for this reading.',
  answersInvalid: 'Answer each question yes or no.',
} as const;
export type ReadingMessageKey = keyof typeof READING_MESSAGES;

/** The readings each health pod input asks for. */
export const READINGS_OF: Record<HealthPodInput, ReadingName[]> = {
  'blood-pressure': ['systolic', 'diastolic'],
  weight: ['weight'],
  height: ['height'],
};

const readingOk = (name: ReadingName, value: number) => {
  const { min, max } = READING_RANGES[name];
  if (!Number.isFinite(value) || value < min || value > max) return false;
  // weight to one decimal place, the others whole numbers
  return name === 'weight' ? Math.round(value * 10) === value * 10 : Number.isInteger(value);
};

/**
 * Checks readings against the touchscreen's health pod inputs: a reading not asked for, out of range, half a blood
 * pressure or a bottom number not below the top. Each reading may be left out (the patient skips it).
 */
export function readingErrors(
  readings: Readings,
  asked: readonly HealthPodInput[],
): Partial<Record<ReadingName, ReadingMessageKey>> {
  const allowed = new Set(asked.flatMap((a) => READINGS_OF[a]));
  const errors: Partial<Record<ReadingName, ReadingMessageKey>> = {};
  for (const [name, value] of Object.entries(readings) as [ReadingName, number | undefined][]) {
    if (value === undefined || value === null) continue;
    if (!(name in READING_RANGES) || !allowed.has(name)) errors[name] = 'notAsked';
    else if (!readingOk(name, value)) errors[name] = name;
  }
  const { systolic, diastolic } = readings;
  if (!errors.systolic && !errors.diastolic) {
    if (systolic != null && diastolic == null) errors.diastolic = 'diastolic';
    else if (diastolic != null && systolic == null) errors.systolic = 'systolic';
    else if (systolic != null && diastolic != null && diastolic >= systolic)
      errors.diastolic = 'diastolicAboveSystolic';
  }
  return errors;
}
