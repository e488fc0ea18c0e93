import { z } from 'zod';
import { isoFromDateText, parseDateEntry } from '@contracts/rules/date-entry';
import { lastReminderTooFar, parseTimeEntry, sendAtProblem, ukInstant } from '@contracts/rules/time-entry';
import { OUTBOUND_LIMITS, isValidSenderId } from '@/entities/outbound';
import { t } from '@/shared/i18n';
import { dateEntryError, timeEntryError } from '@/shared/ui';

/** The patient a single message goes to (from the patient search). */
export const chosenPatientSchema = z.object({
  forename: z.string(),
  surname: z.string(),
  nhsNumber: z.string(),
  mobile: z.string(),
});
export type ChosenPatient = z.infer<typeof chosenPatientSchema>;

const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : NaN);
const inRange = (value: string, min: number, max: number) => {
  const n = whole(value);
  return Number.isInteger(n) && n >= min && n <= max;
};

/** The composer's values (also the createOutbound draft kept in storage, spec §3). */
export const composeShape = z.object({
  channel: z.enum(['sms', 'nhs_app']),
  templateId: z.string(),
  pathwayId: z.string(),
  body: z.string(),
  senderId: z.string(),
  responseRequested: z.boolean(),
  preferences: z.string(),
  /** the send date as typed (schema/rules/date-entry: '27/3/2027'), '' to send now */
  sendAt: z.string(),
  /** the send time as typed (schema/rules/time-entry: '14:30'), on the UK clock */
  sendTime: z.string(),
  remindersOn: z.boolean(),
  reminderGap: z.string(),
  reminderOccurrences: z.string(),
  fallbackHours: z.enum(['', '3', '24']),
  patient: chosenPatientSchema.nullable(),
});

export const composeSchema = composeShape.superRefine((v, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!v.body.trim() && !v.templateId && !v.pathwayId) issue('body', t('outbound.validation.body'));
  if (v.channel === 'sms' && v.senderId.trim() && !isValidSenderId(v.senderId.trim())) {
    issue('senderId', t('outbound.validation.senderId'));
  }
  for (const line of preferenceLines(v.preferences)) {
    if (line.length > OUTBOUND_LIMITS.preference) {
      issue('preferences', t('outbound.validation.preferenceLength'));
      break;
    }
  }
  const dateProblem = dateEntryError(v.sendAt, t('outbound.compose.sendDate'));
  const timeProblem = timeEntryError(v.sendTime, t('outbound.compose.sendTime'));
  const dateEmpty = parseDateEntry(v.sendAt).status === 'empty';
  const timeEmpty = parseTimeEntry(v.sendTime).status === 'empty';
  if (dateProblem) issue('sendAt', dateProblem.message);
  else if (dateEmpty && !timeEmpty) issue('sendAt', t('outbound.validation.sendDateMissing'));
  if (timeProblem) issue('sendTime', timeProblem.message);
  else if (timeEmpty && !dateEmpty) issue('sendTime', t('outbound.validation.sendTimeMissing'));
  const at = sendInstant(v);
  const problem = at ? sendAtProblem(at, new Date()) : null;
  if (problem === 'past') issue('sendTime', t('outbound.validation.sendAtPast'));
  if (problem === 'tooFar') issue('sendAt', t('outbound.validation.dateAhead'));
  if (v.remindersOn) {
    const gapOk = inRange(v.reminderGap, 1, OUTBOUND_LIMITS.reminderMax);
    const occurrencesOk = inRange(v.reminderOccurrences, 1, OUTBOUND_LIMITS.reminderMax);
    if (!gapOk) issue('reminderGap', t('outbound.validation.reminderGap'));
    if (!occurrencesOk) issue('reminderOccurrences', t('outbound.validation.reminderOccurrences'));
    // the server says the same, on the same field
    const lastTooFar =
      gapOk &&
      occurrencesOk &&
      problem !== 'tooFar' &&
      lastReminderTooFar(at, Number(v.reminderGap), Number(v.reminderOccurrences), new Date());
    if (lastTooFar) issue('reminderGap', t('outbound.validation.dateAhead'));
  }
});

export type ComposeValues = z.infer<typeof composeSchema>;

export const EMPTY_COMPOSE: ComposeValues = {
  channel: 'sms',
  templateId: '',
  pathwayId: '',
  body: '',
  senderId: '',
  responseRequested: false,
  preferences: '',
  sendAt: '',
  sendTime: '',
  remindersOn: false,
  reminderGap: '7',
  reminderOccurrences: '1',
  fallbackHours: '',
  patient: null,
};

/** The moment a message is scheduled for (the send date and time on the UK clock), or null to send now. */
export function sendInstant(v: Pick<ComposeValues, 'sendAt' | 'sendTime'>): Date | null {
  const day = isoFromDateText(v.sendAt);
  const time = parseTimeEntry(v.sendTime);
  if (!day || time.status !== 'valid') return null;
  return ukInstant(day, time.hours, time.minutes);
}

/** Preference options, one per non-empty line. */
export function preferenceLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Where the server's field names land in the form. */
export function formFieldFor(serverField: string): keyof ComposeValues | null {
  if (serverField === 'body' || serverField === 'template_id') return 'body';
  if (serverField === 'pathway_id') return 'pathwayId';
  if (serverField === 'sender_id') return 'senderId';
  if (serverField.startsWith('preferences')) return 'preferences';
  if (serverField === 'send_at') return 'sendAt';
  if (serverField === 'reminder.gap_days') return 'reminderGap';
  if (serverField === 'reminder.occurrences') return 'reminderOccurrences';
  if (serverField === 'fallback_hours') return 'fallbackHours';
  if (serverField.startsWith('recipients')) return 'patient';
  return null;
}
