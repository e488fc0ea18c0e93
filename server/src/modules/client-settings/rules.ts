import type { InactivityUnit } from './tables.js';

/** spec §9 client inactivity options: minutes (1 to 59), hours (1 to 24) or never. */
export const INACTIVITY_LIMITS = { minutes: { min: 1, max: 59 }, hours: { min: 1, max: 24 } } as const;
/** The practice's response target: whole hours, up to two weeks; 48 until changed. */
export const RESPONSE_TARGET_LIMITS = { min: 1, max: 336, default: 48 } as const;
/** Minimum ages in whole years. */
export const AGE_LIMITS = { min: 1, max: 120 } as const;

export const CLIENT_SETTINGS_MESSAGES = {
  minutesRange: 'Enter a number of minutes from 1 to 59',
  hoursRange: 'Enter a number of hours from 1 to 24',
  neverHasNoValue: 'Never has no number of minutes or hours',
  // spec §5 'Minimum ages required'
  userAgeRequired: 'Enter the minimum age for users from 1 to 120, or choose none',
  patientAgeRequired: 'Enter the minimum age for patients from 1 to 120, or choose none',
  underMinimumUserAge: (age: number) =>
    `Patients under ${age} years old cannot make requests themselves: add a parent or carer as the enquirer`,
  guestUseDisabled: (organisation: string) =>
    `${organisation} does not offer video consultations to guests. Please contact the practice.`,
  guestEmailInvalid: 'Enter a valid email address, like name@example.com',
  responseTargetRange: 'Enter a response target from 1 to 336 hours',
} as const;

export type ClientSettingsInput = {
  inactivity_timeout: { unit: InactivityUnit; value: number | null };
  minimum_user_age: number | null;
  minimum_patient_age: number | null;
  guest_use: boolean;
  guest_email_optional: boolean;
  /** Left out of a save: the saved target stays. */
  response_target_hours?: number;
};

export const DEFAULT_CLIENT_SETTINGS: ClientSettingsInput = {
  // spec §9: default inactivity timeout 1 hour
  inactivity_timeout: { unit: 'hours', value: 1 },
  minimum_user_age: null,
  minimum_patient_age: null,
  guest_use: true,
  guest_email_optional: true,
  response_target_hours: RESPONSE_TARGET_LIMITS.default,
};

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Field messages for client settings (empty when valid). */
export function clientSettingsErrors(input: ClientSettingsInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const { unit, value } = input.inactivity_timeout;
  if (unit === 'never') {
    if (value !== null) errors['inactivity_timeout.value'] = CLIENT_SETTINGS_MESSAGES.neverHasNoValue;
  } else {
    const limits = INACTIVITY_LIMITS[unit];
    if (!isWhole(value) || value < limits.min || value > limits.max) {
      errors['inactivity_timeout.value'] =
        unit === 'minutes' ? CLIENT_SETTINGS_MESSAGES.minutesRange : CLIENT_SETTINGS_MESSAGES.hoursRange;
    }
  }
  const ageOk = (age: number | null) =>
    age === null || (isWhole(age) && age >= AGE_LIMITS.min && age <= AGE_LIMITS.max);
  if (!ageOk(input.minimum_user_age)) errors.minimum_user_age = CLIENT_SETTINGS_MESSAGES.userAgeRequired;
  if (!ageOk(input.minimum_patient_age)) errors.minimum_patient_age = CLIENT_SETTINGS_MESSAGES.patientAgeRequired;
  const target = input.response_target_hours;
  if (
    target !== undefined &&
    (!isWhole(target) || target < RESPONSE_TARGET_LIMITS.min || target > RESPONSE_TARGET_LIMITS.max)
  )
    errors.response_target_hours = CLIENT_SETTINGS_MESSAGES.responseTargetRange;
  return errors;
}

/** The timeout in minutes the idle lock uses (0: never). */
export function timeoutMinutes(timeout: { unit: InactivityUnit; value: number | null }): number {
  if (timeout.unit === 'never' || timeout.value === null) return 0;
  return timeout.unit === 'hours' ? timeout.value * 60 : timeout.value;
}

/** A plausible email address: one @, dot-separated parts before it and a dotted domain after it, no spaces. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@.]+(\.[^\s@.]+)*@[^\s@.]+(\.[^\s@.]+)+$/.test(value) && value.length <= 320;
}
