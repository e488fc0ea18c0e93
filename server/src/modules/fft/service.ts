import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { normaliseMobile } from '@contracts/rules/identifiers.js';
import type { Clock } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { ServerConfig } from '../../config.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import type { MessagingProvider } from '../../providers/messaging/provider.js';
import { organisations } from '../organisations/index.js';
import { requests, requestTypes, type RequestType } from '../messages/index.js';
import { fftInvitationMethods, fftInvitations, fftSettings, type FftInvitationMethod } from './tables.js';

/** The longest send delay a practice may choose (spec §5 FFT send delay: immediately or N days). */
export const FFT_MAX_DELAY_DAYS = 30;
export const FFT_COMMENT_MAX = 1000;
/** Where the patient answers (a bare Carebridge Consult page, no sign-in). */
export const FFT_PATH = '/consult/fft/';

export type FftSettingsValue = {
  requestTypes: RequestType[];
  sendDelayDays: number;
  appointmentOption: boolean;
  invitationMethod: FftInvitationMethod;
};

const DEFAULTS: FftSettingsValue = {
  requestTypes: [],
  sendDelayDays: 0,
  appointmentOption: false,
  invitationMethod: 'sms',
};

/** The organisation's FFT settings (none chosen: FFT is off, no request type invites). */
export async function readFftSettings(db: Db, wcmsId: number): Promise<FftSettingsValue> {
  const [row] = await db.select().from(fftSettings).where(eq(fftSettings.wcmsId, wcmsId));
  if (!row) return { ...DEFAULTS };
  return {
    requestTypes: row.requestTypes,
    sendDelayDays: row.sendDelayDays,
    appointmentOption: row.appointmentOption,
    invitationMethod: row.invitationMethod,
  };
}

/** Validates and stores the settings; each wrong field gets its message (400). */
export async function saveFftSettings(
  db: Db,
  clock: Clock,
  wcmsId: number,
  input: {
    requestTypes: string[];
    sendDelayDays?: number | null;
    appointmentOption: boolean;
    invitationMethod: string;
  },
): Promise<FftSettingsValue> {
  const fields: Record<string, string> = {};
  const types = [...new Set(input.requestTypes)];
  if (types.some((type) => !(requestTypes as readonly string[]).includes(type))) {
    fields.requestTypes = 'Choose request types from the list.';
  }
  const delay = input.sendDelayDays;
  if (delay === null || delay === undefined || !Number.isInteger(delay) || delay < 0 || delay > FFT_MAX_DELAY_DAYS) {
    fields.sendDelayDays = `Enter the send delay: immediately, or a whole number of days from 1 to ${FFT_MAX_DELAY_DAYS}.`;
  }
  if (!(fftInvitationMethods as readonly string[]).includes(input.invitationMethod)) {
    fields.invitationMethod = 'Choose SMS or NHS App.';
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const value: FftSettingsValue = {
    requestTypes: requestTypes.filter((type) => types.includes(type)),
    sendDelayDays: delay!,
    appointmentOption: input.appointmentOption,
    invitationMethod: input.invitationMethod as FftInvitationMethod,
  };
  const now = clock.now();
  await db
    .insert(fftSettings)
    .values({ wcmsId, ...value, updatedAt: now })
    .onConflictDoUpdate({ target: fftSettings.wcmsId, set: { ...value, updatedAt: now } });
  return value;
}

type CompletedRequest = {
  id: number;
  wcmsId: number;
  type: RequestType;
  patientTelephone: string | null;
  patientNhsNumber: string | null;
};

/**
 * spec §3 FFT: a request of one of the chosen types has just been completed, so its patient is invited (once per
 * request) after the send delay, by SMS to their mobile or through the NHS App by NHS number. Without a way to
 * reach the patient nothing is scheduled. Runs inside the completing transaction.
 */
export async function scheduleFftInvitation(db: Db, request: CompletedRequest, now: Date): Promise<boolean> {
  const settings = await readFftSettings(db, request.wcmsId);
  if (!settings.requestTypes.includes(request.type)) return false;
  const recipient =
    settings.invitationMethod === 'sms'
      ? request.patientTelephone && normaliseMobile(request.patientTelephone)
      : request.patientNhsNumber;
  if (!recipient) return false;
  const [existing] = await db
    .select({ id: fftInvitations.id })
    .from(fftInvitations)
    .where(eq(fftInvitations.requestId, request.id))
    .limit(1);
  if (existing) return false;
  await db.insert(fftInvitations).values({
    wcmsId: request.wcmsId,
    requestId: request.id,
    token: randomBytes(24).toString('base64url'),
    method: settings.invitationMethod,
    recipient,
    sendAt: new Date(now.getTime() + settings.sendDelayDays * 86_400_000),
    createdAt: now,
  });
  await db.update(requests).set({ fftState: 'scheduled' }).where(eq(requests.id, request.id));
  return true;
}

/**
 * spec §3 FFT appointment option: the patient of an appointment has just been seen (the clinician called them in
 * from the arrived patients), so they are invited once, after the send delay, by the organisation's invitation
 * method. Nothing is scheduled with the option off or without a way to reach the patient. The caller makes sure
 * this runs once per appointment (on the first call).
 */
export async function scheduleAppointmentFftInvitation(
  db: Db,
  appointment: { wcmsId: number; mobilePhone: string | null; nhsNumber: string | null },
  now: Date,
): Promise<boolean> {
  const settings = await readFftSettings(db, appointment.wcmsId);
  if (!settings.appointmentOption) return false;
  const recipient =
    settings.invitationMethod === 'sms'
      ? appointment.mobilePhone && normaliseMobile(appointment.mobilePhone)
      : appointment.nhsNumber;
  if (!recipient) return false;
  await db.insert(fftInvitations).values({
    wcmsId: appointment.wcmsId,
    requestId: null,
    token: randomBytes(24).toString('base64url'),
    method: settings.invitationMethod,
    recipient,
    sendAt: new Date(now.getTime() + settings.sendDelayDays * 86_400_000),
    createdAt: now,
  });
  return true;
}

export type FftDeps = { db: Db; clock: Clock; messaging: MessagingProvider; config: Pick<ServerConfig, 'publicUrl'> };

/**
 * The invitation text: the standard question's subject and the link (no patient detail in it); an invitation
 * without a request follows an appointment (the appointment option).
 */
export function fftInvitationBody(organisationName: string, link: string, afterAppointment = false): string {
  const thanks = afterAppointment ? 'thank you for coming to your appointment' : 'thank you for contacting us online';
  return `${organisationName}: ${thanks}. Please tell us about your experience: ${link}`;
}

/**
 * Sends the invitations that are due through the messaging provider. Each is claimed first (sent_at set only where
 * it is still null), so two server nodes never send one twice; the provider is called outside any transaction
 * (the embedded outbox writes through the same database), and a failed send releases the claim for the next pass.
 */
export async function processFftInvitations(deps: FftDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({
      id: fftInvitations.id,
      wcmsId: fftInvitations.wcmsId,
      requestId: fftInvitations.requestId,
      token: fftInvitations.token,
      method: fftInvitations.method,
      recipient: fftInvitations.recipient,
      organisationName: organisations.name,
    })
    .from(fftInvitations)
    .innerJoin(organisations, eq(organisations.wcmsId, fftInvitations.wcmsId))
    .where(and(isNull(fftInvitations.sentAt), lte(fftInvitations.sendAt, now)))
    .orderBy(fftInvitations.sendAt)
    .limit(50);
  let sentCount = 0;
  for (const invitation of due) {
    const claimed = await deps.db
      .update(fftInvitations)
      .set({ sentAt: now })
      .where(and(eq(fftInvitations.id, invitation.id), isNull(fftInvitations.sentAt)))
      .returning({ id: fftInvitations.id });
    if (claimed.length === 0) continue;
    const link = `${deps.config.publicUrl}${FFT_PATH}${invitation.token}`;
    let sent: { id: string };
    try {
      sent = await deps.messaging.send({
        channel: invitation.method,
        recipient: invitation.recipient,
        body: fftInvitationBody(invitation.organisationName, link, invitation.requestId === null),
        wcmsId: invitation.wcmsId,
        reference: `fft-${invitation.id}`,
      });
    } catch (error) {
      await deps.db.update(fftInvitations).set({ sentAt: null }).where(eq(fftInvitations.id, invitation.id));
      throw error;
    }
    await deps.db.update(fftInvitations).set({ outboxMessageId: sent.id }).where(eq(fftInvitations.id, invitation.id));
    if (invitation.requestId !== null) {
      await deps.db
        .update(requests)
        .set({ fftState: 'sent' })
        .where(and(eq(requests.id, invitation.requestId), sql`fft_state is distinct from 'answered'`));
    }
    sentCount += 1;
  }
  return sentCount;
}

const NOT_FOUND = 'This survey link is not valid.';
export const FFT_ALREADY_ANSWERED = 'You have already answered this survey. Thank you.';

async function invitationByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: fftInvitations.id,
      requestId: fftInvitations.requestId,
      answeredAt: fftInvitations.answeredAt,
      sentAt: fftInvitations.sentAt,
      organisationName: organisations.name,
    })
    .from(fftInvitations)
    .innerJoin(organisations, eq(organisations.wcmsId, fftInvitations.wcmsId))
    .where(eq(fftInvitations.token, token))
    .limit(1);
  if (!row || row.sentAt === null) throw new HttpProblem(404, NOT_FOUND, 'NOT_FOUND');
  return row;
}

/** What the answer page shows: whose survey it is and whether it has been answered. */
export async function fftForPatient(db: Db, token: string) {
  const row = await invitationByToken(db, token);
  return { organisation_name: row.organisationName, answered: row.answeredAt !== null };
}

/** Records the patient's one answer (1 very good … 6 don't know) and optional comment. */
export async function answerFft(
  db: Db,
  clock: Clock,
  token: string,
  body: { answer: number; comment?: string | null },
) {
  const fields: Record<string, string> = {};
  if (!Number.isInteger(body.answer) || body.answer < 1 || body.answer > 6) fields.answer = 'Choose one answer.';
  const comment = body.comment?.trim() || null;
  if (comment && comment.length > FFT_COMMENT_MAX) fields.comment = `Enter at most ${FFT_COMMENT_MAX} characters.`;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const row = await invitationByToken(db, token);
  const now = clock.now();
  const updated = await db
    .update(fftInvitations)
    .set({ answer: body.answer, comment, answeredAt: now })
    .where(and(eq(fftInvitations.id, row.id), isNull(fftInvitations.answeredAt)))
    .returning({ id: fftInvitations.id });
  if (updated.length === 0) throw new HttpProblem(409, FFT_ALREADY_ANSWERED, 'ALREADY_ANSWERED');
  if (row.requestId !== null) {
    await db.update(requests).set({ fftState: 'answered' }).where(eq(requests.id, row.requestId));
  }
  return { organisation_name: row.organisationName, answered: true };
}
