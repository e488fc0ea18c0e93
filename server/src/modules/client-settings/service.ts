import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { validationFailed } from '../../auth/problems.js';
import { clientSettings } from './tables.js';
import {
  clientSettingsErrors,
  DEFAULT_CLIENT_SETTINGS,
  RESPONSE_TARGET_LIMITS,
  timeoutMinutes,
  type ClientSettingsInput,
} from './rules.js';

/** The organisation's client settings as the API shows them (the defaults when never saved). */
export async function getClientSettings(db: Db, wcmsId: number): Promise<ClientSettingsInput> {
  const [row] = await db.select().from(clientSettings).where(eq(clientSettings.wcmsId, wcmsId)).limit(1);
  if (!row) return DEFAULT_CLIENT_SETTINGS;
  return {
    inactivity_timeout: {
      unit: row.inactivityTimeoutUnit,
      value: row.inactivityTimeoutUnit === 'never' ? null : row.inactivityTimeoutValue,
    },
    minimum_user_age: row.minimumUserAge,
    minimum_patient_age: row.minimumPatientAge,
    guest_use: row.guestUse,
    guest_email_optional: row.guestEmailOptional,
    response_target_hours: row.responseTargetHours,
  };
}

/** Saves the settings after the rules of spec §5 and §9 (400 VALIDATION_FAILED with per-field messages). */
export async function saveClientSettings(
  db: Db,
  wcmsId: number,
  input: ClientSettingsInput,
  by: { userId: number; now: Date },
): Promise<ClientSettingsInput> {
  const errors = clientSettingsErrors(input);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const values = {
    inactivityTimeoutUnit: input.inactivity_timeout.unit,
    inactivityTimeoutValue: input.inactivity_timeout.unit === 'never' ? null : input.inactivity_timeout.value,
    minimumUserAge: input.minimum_user_age,
    minimumPatientAge: input.minimum_patient_age,
    guestUse: input.guest_use,
    guestEmailOptional: input.guest_email_optional,
    ...(input.response_target_hours === undefined ? {} : { responseTargetHours: input.response_target_hours }),
    updatedAt: by.now,
    updatedBy: by.userId,
  };
  await db
    .insert(clientSettings)
    .values({ wcmsId, ...values })
    .onConflictDoUpdate({ target: clientSettings.wcmsId, set: values });
  return getClientSettings(db, wcmsId);
}

/** The organisation's inactivity timeout in minutes for the idle lock (0: never). */
export async function organisationInactivityMinutes(db: Db, wcmsId: number): Promise<number> {
  return timeoutMinutes((await getClientSettings(db, wcmsId)).inactivity_timeout);
}

/** Hours an open request may wait before the inbox marks it overdue. */
export async function organisationResponseTargetHours(db: Db, wcmsId: number): Promise<number> {
  return (await getClientSettings(db, wcmsId)).response_target_hours ?? RESPONSE_TARGET_LIMITS.default;
}

/** The minimum ages total triage applies (null: none). */
export async function minimumAges(db: Db, wcmsId: number): Promise<{ user: number | null; patient: number | null }> {
  const settings = await getClientSettings(db, wcmsId);
  return { user: settings.minimum_user_age, patient: settings.minimum_patient_age };
}

/** What the guest video route allows (spec §6 'Guest use is configurable'). */
export async function guestPolicy(db: Db, wcmsId: number): Promise<{ allowed: boolean; emailOptional: boolean }> {
  const settings = await getClientSettings(db, wcmsId);
  return { allowed: settings.guest_use, emailOptional: settings.guest_email_optional };
}
