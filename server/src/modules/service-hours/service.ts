import { eq } from 'drizzle-orm';
import {
  CONFIRMATION_FIELDS,
  confirmationMessageErrors,
  DEFAULT_SERVICE_HOURS,
  isInHours,
  serviceHoursErrors,
  WEEKDAYS,
  type ConfirmationMessages,
  type DayHours,
} from '@contracts/rules/service-hours.js';
import type { Db } from '../../db/client.js';
import { validationFailed } from '../../auth/problems.js';
import type { MessagingProvider } from '../../providers/messaging/provider.js';
import { organisations } from '../organisations/index.js';
import { serviceHoursSettings } from './tables.js';
import { CONFIRMATION_EMAIL_SUBJECT, DEFAULT_CONFIRMATION_MESSAGES } from './rules.js';

type Row = typeof serviceHoursSettings.$inferSelect;
type By = { userId: number; now: Date };

async function settingsRow(db: Db, wcmsId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(serviceHoursSettings).where(eq(serviceHoursSettings.wcmsId, wcmsId)).limit(1);
  return row;
}

async function upsert(db: Db, wcmsId: number, values: Partial<Pick<Row, 'days' | 'confirmationMessages'>>, by: By) {
  const set = { ...values, updatedAt: by.now, updatedBy: by.userId };
  await db
    .insert(serviceHoursSettings)
    .values({ wcmsId, ...set })
    .onConflictDoUpdate({ target: serviceHoursSettings.wcmsId, set });
}

/** The organisation's opening hours, Monday first (the default week until the console sets its own). */
export async function organisationServiceHours(db: Db, wcmsId: number): Promise<DayHours[]> {
  const days = (await settingsRow(db, wcmsId))?.days ?? DEFAULT_SERVICE_HOURS;
  return WEEKDAYS.map((day) => days.find((d) => d.day === day) ?? { day, start: null, finish: null });
}

/** Whether the organisation is open at an instant: decides which confirmation message goes out, and reports. */
export async function organisationInHours(db: Db, wcmsId: number, at: Date): Promise<boolean> {
  return isInHours(await organisationServiceHours(db, wcmsId), at);
}

export async function organisationConfirmationMessages(db: Db, wcmsId: number): Promise<ConfirmationMessages> {
  return { ...DEFAULT_CONFIRMATION_MESSAGES, ...((await settingsRow(db, wcmsId))?.confirmationMessages ?? {}) };
}

export type Confirmation = { inHours: boolean; screen: string; email: string };

/** The confirmation a patient is shown and sent for a request received at `at`: in hours or out of hours. */
export async function confirmationFor(db: Db, wcmsId: number, at: Date): Promise<Confirmation> {
  const [inHours, messages] = await Promise.all([
    organisationInHours(db, wcmsId, at),
    organisationConfirmationMessages(db, wcmsId),
  ]);
  return inHours
    ? { inHours, screen: messages.inHoursScreen, email: messages.inHoursEmail }
    : { inHours, screen: messages.outOfHoursScreen, email: messages.outOfHoursEmail };
}

/**
 * Sends the confirmation email through the messaging provider when the patient has an email address. A failed send
 * never undoes the request: it is logged by the caller's logger and the request stands.
 */
export async function sendConfirmationEmail(
  deps: { db: Db; messaging: MessagingProvider },
  wcmsId: number,
  to: string | null | undefined,
  confirmation: Confirmation,
): Promise<boolean> {
  const recipient = to?.trim();
  if (!recipient) return false;
  const [org] = await deps.db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.wcmsId, wcmsId))
    .limit(1);
  await deps.messaging.send({
    channel: 'email',
    recipient,
    subject: CONFIRMATION_EMAIL_SUBJECT(org?.name ?? 'the practice'),
    body: confirmation.email,
    wcmsId,
  });
  return true;
}

/** Replaces the week's hours after spec §5 (both set or both empty, start before finish). */
export async function saveServiceHours(db: Db, wcmsId: number, days: readonly DayHours[], by: By) {
  const errors = serviceHoursErrors(days);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const clean = WEEKDAYS.map((day) => {
    const d = days.find((x) => x.day === day)!;
    return { day, start: d.start?.trim() || null, finish: d.finish?.trim() || null };
  });
  await upsert(db, wcmsId, { days: clean }, by);
  return organisationServiceHours(db, wcmsId);
}

/** Replaces the four messages; none may be blank (spec §5). */
export async function saveConfirmationMessages(db: Db, wcmsId: number, messages: ConfirmationMessages, by: By) {
  const errors = confirmationMessageErrors(messages);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const clean = Object.fromEntries(CONFIRMATION_FIELDS.map((f) => [f, messages[f].trim()])) as ConfirmationMessages;
  await upsert(db, wcmsId, { confirmationMessages: clean }, by);
  return organisationConfirmationMessages(db, wcmsId);
}
