import type { ClinicalSystemId } from '../organisations/index.js';

/** spec §9: reminders 1 to 7 days before. */
export const REMINDER_DAYS = { min: 1, max: 7 } as const;
/** Three SMS fragments (spec §5: 160 characters each, 153 when joined). */
export const REMINDER_TEXT_MAX = 480;

export const REMINDER_MESSAGES = {
  noAccessToPage: 'You do not have access to appointment reminders',
  noConsoleAccess: 'You need console access to change the reminder settings',
  // spec §5
  daysRequired: 'Appointment days before required',
  daysRange: 'Days before must be between 1 and 7',
  textRequired: 'Reminder text required',
  textLength: `Reminder text must be ${REMINDER_TEXT_MAX} characters or fewer`,
  invalidDate: 'Enter a real date',
  invalidNhsNumber: 'Enter a 10-digit NHS number',
  dateOrder: 'The start date must not be after the end date',
  notFound: 'Reminder not found',
  alreadySent: 'This reminder has already been sent and can no longer be cancelled',
  alreadyCancelled: 'This reminder has already been cancelled',
  noContact: 'The patient has no mobile number and cannot get NHS App messages',
  noConsent: 'The patient has not given explicit consent to SMS',
  providerFailed: (reason: string) => `The reminder could not be handed to the provider: ${reason}`,
} as const;

/**
 * spec §9: default reminder texts per clinical system type. The placeholders are filled in when a reminder goes;
 * SystmOne and Vision books name the clinician the appointment is with, EMIS books by session.
 */
export const DEFAULT_REMINDER_TEXTS: Record<ClinicalSystemId, string> = {
  emisweb:
    'Reminder: you have an appointment at {practice} on {date} at {time}. If you can no longer attend, please contact the practice.',
  emispcs:
    'Reminder: you have an appointment at {practice} on {date} at {time}. If you can no longer attend, please contact the practice.',
  emisx:
    'Reminder: you have an appointment at {practice} on {date} at {time}. If you can no longer attend, please contact the practice.',
  systmone:
    'Reminder: your appointment with {clinician} at {practice} is on {date} at {time}. Please let the practice know if you cannot attend.',
  vision:
    'Reminder: your appointment with {clinician} at {practice} is on {date} at {time}. Please call the practice if you cannot attend.',
  vision_rest:
    'Reminder: your appointment with {clinician} at {practice} is on {date} at {time}. Please call the practice if you cannot attend.',
  medicus:
    'Reminder: you have an appointment at {practice} on {date} at {time}. Please contact the practice if you cannot attend.',
  na: 'Reminder: you have an appointment at {practice} on {date} at {time}. Please contact the practice if you cannot attend.',
  unknown:
    'Reminder: you have an appointment at {practice} on {date} at {time}. Please contact the practice if you cannot attend.',
};

export type ReminderSettingsInput = {
  enabled: boolean;
  days_before: number[];
  sms_without_consent: boolean;
  text: string;
};

/**
 * Field messages for reminder settings (empty when valid): each day a whole number 1 to 7, at least one when
 * reminders are on (spec §5 'Appointment days before required'), and a text of 1 to 480 characters.
 */
export function reminderSettingsErrors(input: ReminderSettingsInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const days = input.days_before;
  if (days.some((d) => !Number.isInteger(d) || d < REMINDER_DAYS.min || d > REMINDER_DAYS.max)) {
    errors.days_before = REMINDER_MESSAGES.daysRange;
  } else if (input.enabled && days.length === 0) {
    errors.days_before = REMINDER_MESSAGES.daysRequired;
  }
  const text = input.text.trim();
  if (text.length === 0) errors.text = REMINDER_MESSAGES.textRequired;
  else if (text.length > REMINDER_TEXT_MAX) errors.text = REMINDER_MESSAGES.textLength;
  return errors;
}

/** The days as stored: distinct and in order. */
export function normaliseDays(days: number[]): number[] {
  return [...new Set(days)].sort((a, b) => a - b);
}

const UK_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const UK_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });

/** The reminder as the patient reads it: placeholders filled in with UK date (dd/MM/yyyy) and time (HH:mm). */
export function reminderText(
  template: string,
  values: { practice: string; appointmentAt: Date; clinician: string | null },
): string {
  const fill: Record<string, string> = {
    practice: values.practice,
    date: UK_DATE.format(values.appointmentAt),
    time: UK_TIME.format(values.appointmentAt),
    clinician: values.clinician ?? 'your clinician',
  };
  return template.replace(/\{(practice|date|time|clinician)\}/g, (_, key: string) => fill[key]!);
}
