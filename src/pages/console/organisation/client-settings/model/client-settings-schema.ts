import { z } from 'zod';
import { t } from '@/shared/i18n';
import type { ClientSettings } from '../api/client-settings';

/** spec §9 client inactivity options: minutes (1 to 59), hours (1 to 24) or never. Minimum ages 1 to 120 or none. */
export const TIMEOUT_LIMITS = { minutes: 59, hours: 24 } as const;
export const AGE_MAX = 120;
/** The response target past which an open request is overdue: 1 to 336 hours. */
export const RESPONSE_TARGET_MAX = 336;

const whole = (value: string, min: number, max: number) => {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return false;
  const n = Number(trimmed);
  return n >= min && n <= max;
};

/** The form: field names follow the server's, so its field errors land on the right control. */
export const clientSettingsSchema = z
  .object({
    inactivity_timeout: z.object({ unit: z.enum(['minutes', 'hours', 'never']), value: z.string() }),
    minimum_user_age_mode: z.enum(['none', 'set']),
    minimum_user_age: z.string(),
    minimum_patient_age_mode: z.enum(['none', 'set']),
    minimum_patient_age: z.string(),
    guest_use: z.boolean(),
    guest_email_optional: z.boolean(),
    response_target_hours: z.string(),
  })
  .superRefine((v, ctx) => {
    const { unit, value } = v.inactivity_timeout;
    if (unit !== 'never' && !whole(value, 1, TIMEOUT_LIMITS[unit])) {
      ctx.addIssue({
        code: 'custom',
        path: ['inactivity_timeout', 'value'],
        message: t(
          unit === 'minutes'
            ? 'console.clientSettings.timeout.minutesRange'
            : 'console.clientSettings.timeout.hoursRange',
        ),
      });
    }
    // spec §5: minimum ages required (when set rather than none)
    if (v.minimum_user_age_mode === 'set' && !whole(v.minimum_user_age, 1, AGE_MAX)) {
      ctx.addIssue({
        code: 'custom',
        path: ['minimum_user_age'],
        message: t('console.clientSettings.userAge.required'),
      });
    }
    if (!whole(v.response_target_hours, 1, RESPONSE_TARGET_MAX)) {
      ctx.addIssue({
        code: 'custom',
        path: ['response_target_hours'],
        message: t('console.clientSettings.responseTarget.range'),
      });
    }
    if (v.minimum_patient_age_mode === 'set' && !whole(v.minimum_patient_age, 1, AGE_MAX)) {
      ctx.addIssue({
        code: 'custom',
        path: ['minimum_patient_age'],
        message: t('console.clientSettings.patientAge.required'),
      });
    }
  });

export type ClientSettingsForm = z.infer<typeof clientSettingsSchema>;

export const EMPTY_FORM: ClientSettingsForm = {
  inactivity_timeout: { unit: 'hours', value: '1' },
  minimum_user_age_mode: 'none',
  minimum_user_age: '',
  minimum_patient_age_mode: 'none',
  minimum_patient_age: '',
  guest_use: true,
  guest_email_optional: true,
  response_target_hours: '48',
};

export function toForm(s: ClientSettings): ClientSettingsForm {
  return {
    inactivity_timeout: {
      unit: s.inactivity_timeout.unit,
      value: s.inactivity_timeout.value === null ? '' : String(s.inactivity_timeout.value),
    },
    minimum_user_age_mode: s.minimum_user_age === null ? 'none' : 'set',
    minimum_user_age: s.minimum_user_age === null ? '' : String(s.minimum_user_age),
    minimum_patient_age_mode: s.minimum_patient_age === null ? 'none' : 'set',
    minimum_patient_age: s.minimum_patient_age === null ? '' : String(s.minimum_patient_age),
    guest_use: s.guest_use,
    guest_email_optional: s.guest_email_optional,
    response_target_hours: String(s.response_target_hours ?? 48),
  };
}

export function toSettings(f: ClientSettingsForm): ClientSettings {
  const { unit, value } = f.inactivity_timeout;
  return {
    inactivity_timeout: { unit, value: unit === 'never' ? null : Number(value.trim()) },
    minimum_user_age: f.minimum_user_age_mode === 'none' ? null : Number(f.minimum_user_age.trim()),
    minimum_patient_age: f.minimum_patient_age_mode === 'none' ? null : Number(f.minimum_patient_age.trim()),
    guest_use: f.guest_use,
    guest_email_optional: f.guest_email_optional,
    response_target_hours: Number(f.response_target_hours.trim()),
  };
}
