import { z } from 'zod';
import { OUTBOUND_LIMITS, isValidSenderId } from '@/entities/outbound';
import { t } from '@/shared/i18n';

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

/** Two years ahead of now (spec §5: reminder and schedule dates up to two years ahead). */
export function latestDate(now = new Date()): Date {
  const limit = new Date(now);
  limit.setFullYear(limit.getFullYear() + OUTBOUND_LIMITS.yearsAhead);
  return limit;
}

/** The composer's values (also the createOutbound draft kept in storage, spec §3). */
export const composeShape = z.object({
  channel: z.enum(['sms', 'nhs_app']),
  templateId: z.string(),
  pathwayId: z.string(),
  body: z.string(),
  senderId: z.string(),
  responseRequested: z.boolean(),
  preferences: z.string(),
  sendAt: z.string(),
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
  if (v.sendAt && new Date(v.sendAt).getTime() > latestDate().getTime())
    issue('sendAt', t('outbound.validation.dateAhead'));
  if (v.remindersOn) {
    if (!inRange(v.reminderGap, 1, OUTBOUND_LIMITS.reminderMax))
      issue('reminderGap', t('outbound.validation.reminderGap'));
    if (!inRange(v.reminderOccurrences, 1, OUTBOUND_LIMITS.reminderMax)) {
      issue('reminderOccurrences', t('outbound.validation.reminderOccurrences'));
    }
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
  remindersOn: false,
  reminderGap: '7',
  reminderOccurrences: '1',
  fallbackHours: '',
  patient: null,
};

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
