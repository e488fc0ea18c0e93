import { z } from 'zod';
import { t } from '@/shared/i18n';

/** spec §9: reminders 1 to 7 days before. */
export const REMINDER_DAY_OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Three SMS fragments, as the server allows. */
export const REMINDER_TEXT_MAX = 480;

/**
 * spec §3 reminder settings: on or off, days before (1 to 7, several; at least one when on: 'Appointment days
 * before required', spec §5), SMS without explicit consent, and the text (1 to 480 characters).
 */
export const reminderSettingsSchema = z
  .object({
    enabled: z.boolean(),
    days: z.array(z.number().int().min(1).max(7)),
    smsWithoutConsent: z.boolean(),
    text: z
      .string()
      .trim()
      .min(1, { error: () => t('reminders.validation.text') })
      .max(REMINDER_TEXT_MAX, { error: () => t('reminders.validation.textLength') }),
  })
  .superRefine((value, context) => {
    if (value.enabled && value.days.length === 0) {
      context.addIssue({ code: 'custom', path: ['days'], message: t('reminders.validation.days') });
    }
  });
export type ReminderSettingsValues = z.infer<typeof reminderSettingsSchema>;

/** Server field names → form fields. */
export const SETTINGS_FIELDS: Record<string, keyof ReminderSettingsValues> = {
  days_before: 'days',
  text: 'text',
  enabled: 'enabled',
  sms_without_consent: 'smsWithoutConsent',
};

/** Toggles a day in the chosen set, keeping it in order. */
export function toggleDay(days: number[], day: number, on: boolean): number[] {
  const rest = days.filter((d) => d !== day);
  return (on ? [...rest, day] : rest).sort((a, b) => a - b);
}
