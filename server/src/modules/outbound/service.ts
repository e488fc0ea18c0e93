import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ApiSchema } from '../../rest/types.js';
import { lastReminderTooFar, sendAtProblem } from '@contracts/rules/time-entry.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { processOutbound } from './delivery.js';
import {
  inRange,
  isValidSenderId,
  normaliseMobile,
  OUTBOUND_LIMITS,
  OUTBOUND_MESSAGES,
  validateRecipientRow,
  type RecipientRow,
} from './rules.js';
import { outboundPathways, outboundRecipients, outboundRequests } from './tables.js';
import { templateFor } from './library.js';
import { assertOwned, type OutboundCaller, type OutboundContext as Ctx } from './access.js';

// Creating an outbound message (validated, stored, sent or left for the worker) and sending it again to the
// recipients it failed for. Reading and cancelling: history.ts; templates and pathways: library.ts; the patient's
// side: patient-reply.ts; delivery itself: delivery.ts.

/** A new outbound message as the contract gives it (createOutbound's body). */
export type NewOutbound = ApiSchema<'OutboundCreate'>;

/** Recipients above this many go out through the background worker rather than inside the request. */
const SEND_NOW_LIMIT = 100;
/** At most this many per-row problems are returned (the client shows its own full report). */
const MAX_ROW_ERRORS = 500;

/** Validates and stores an outbound message, then sends it (or leaves it for the worker when scheduled or large). */
export async function createOutbound(ctx: Ctx, caller: OutboundCaller, input: NewOutbound) {
  const fields: Record<string, string> = {};
  const now = ctx.clock.now();
  let body = input.body?.trim() ?? '';
  let reminder = input.reminder ?? null;
  let templateId: number | null = null;
  let pathwayId: number | null = null;

  if (input.pathway_id !== undefined && input.pathway_id !== null) {
    const [pathway] = await ctx.db
      .select()
      .from(outboundPathways)
      .where(and(eq(outboundPathways.id, input.pathway_id), eq(outboundPathways.wcmsId, caller.wcmsId)))
      .limit(1);
    if (!pathway) fields.pathway_id = 'Choose a pathway.';
    else {
      pathwayId = pathway.id;
      if (!reminder && pathway.amount > 1) {
        reminder = { gap_days: pathway.intervalDays, occurrences: pathway.amount - 1 };
      }
      if (!body && pathway.templateId !== null)
        body = (await templateFor(ctx, caller.wcmsId, pathway.templateId))?.body ?? '';
    }
  }
  if (input.template_id !== undefined && input.template_id !== null) {
    const template = await templateFor(ctx, caller.wcmsId, input.template_id);
    if (!template) fields.template_id = 'Choose a template.';
    else {
      templateId = template.id;
      if (!body) body = template.body;
    }
  }
  if (!body) fields.body = OUTBOUND_MESSAGES.body;

  const senderId = input.sender_id?.trim() || null;
  if (senderId !== null && !isValidSenderId(senderId)) fields.sender_id = OUTBOUND_MESSAGES.senderId;

  const preferences = (input.preferences ?? []).map((p) => p.trim());
  preferences.forEach((p, i) => {
    if (!p) fields[`preferences.${i}`] = OUTBOUND_MESSAGES.preference;
    else if (p.length > OUTBOUND_LIMITS.preference) fields[`preferences.${i}`] = OUTBOUND_MESSAGES.preferenceLength;
  });

  const sendAt = input.send_at ? new Date(input.send_at) : now;
  const sendAtIssue = Number.isNaN(sendAt.getTime()) ? 'invalid' : input.send_at ? sendAtProblem(sendAt, now) : null;
  if (sendAtIssue === 'invalid') fields.send_at = OUTBOUND_MESSAGES.sendAtInvalid;
  else if (sendAtIssue === 'past') fields.send_at = OUTBOUND_MESSAGES.sendAtPast;
  else if (sendAtIssue === 'tooFar') fields.send_at = OUTBOUND_MESSAGES.dateAhead;
  const effectiveSendAt = sendAt.getTime() < now.getTime() ? now : sendAt;

  if (reminder) {
    if (!inRange(reminder.gap_days, 1, OUTBOUND_LIMITS.reminderMax))
      fields['reminder.gap_days'] = OUTBOUND_MESSAGES.reminderGap;
    if (!inRange(reminder.occurrences, 1, OUTBOUND_LIMITS.reminderMax)) {
      fields['reminder.occurrences'] = OUTBOUND_MESSAGES.reminderOccurrences;
    }
    if (
      !fields['reminder.gap_days'] &&
      !fields['reminder.occurrences'] &&
      lastReminderTooFar(effectiveSendAt, reminder.gap_days, reminder.occurrences, now)
    ) {
      fields['reminder.gap_days'] = OUTBOUND_MESSAGES.dateAhead;
    }
  }
  const fallbackHours = input.fallback_hours ?? null;
  if (
    fallbackHours !== null &&
    (input.channel !== 'nhs_app' || !OUTBOUND_LIMITS.fallbackHours.includes(fallbackHours))
  ) {
    fields.fallback_hours = OUTBOUND_MESSAGES.fallback;
  }

  if (input.recipients.length > OUTBOUND_LIMITS.csvRecipients) fields.recipients = OUTBOUND_MESSAGES.tooManyRecipients;
  else {
    let rowErrors = 0;
    input.recipients.forEach((row, i) => {
      if (rowErrors >= MAX_ROW_ERRORS) return;
      const errors = validateRecipientRow(row);
      for (const [field, message] of Object.entries(errors)) fields[`recipients.${i}.${field}`] = message;
      if (Object.keys(errors).length > 0) rowErrors++;
    });
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(outboundRequests)
      .values({
        wcmsId: caller.wcmsId,
        channel: input.channel,
        body,
        templateId,
        pathwayId,
        senderId: input.channel === 'sms' ? senderId : null,
        responseRequested: input.response_requested ?? false,
        preferences,
        reminder,
        fallbackHours,
        source: input.source ?? (input.recipients.length > 1 ? 'csv' : 'single'),
        sendAt: effectiveSendAt,
        createdAt: now,
        createdBy: caller.userId,
        createdByName: caller.name,
      })
      .returning({ id: outboundRequests.id });
    const rows = uniqueRecipients(input.recipients).map((r, i) => ({
      requestId: created!.id,
      row: i + 1,
      nhsNumber: r.nhs_number.replace(/\s+/g, ''),
      mobile: normaliseMobile(r.mobile)!,
      forename: r.forename.trim(),
      surname: r.surname.trim(),
      addressLines: [r.address_line_1, r.address_line_2, r.address_line_3].map((l) => l?.trim() ?? '').filter(Boolean),
      postcode: r.postcode?.trim() || null,
      channelUsed: input.channel,
      token: randomBytes(18).toString('base64url'),
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(outboundRecipients).values(rows.slice(i, i + 1000));
    return created!.id;
  });
  if (input.recipients.length <= SEND_NOW_LIMIT && effectiveSendAt.getTime() <= now.getTime()) {
    await processOutbound(ctx, { requestId: id });
  }
  return id;
}

/**
 * The recipients without repeats: a row with the same NHS number and mobile number as an earlier one is the same
 * patient asked for twice (a CSV with a repeated row), who is sent the message once.
 */
export function uniqueRecipients(rows: RecipientRow[]): RecipientRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.nhs_number.replace(/\s+/g, '')}|${normaliseMobile(r.mobile) ?? r.mobile}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Sends the message again, as a new message with the same channel, text and sender id (no reminders), to the
 * recipients it failed for. Returns the new message's id.
 */
export async function resendToFailed(ctx: Ctx, caller: OutboundCaller, id: number): Promise<number> {
  await assertOwned(ctx, caller, id);
  await processOutbound(ctx, { requestId: id });
  const [request] = await ctx.db.select().from(outboundRequests).where(eq(outboundRequests.id, id)).limit(1);
  const failed = await ctx.db
    .select()
    .from(outboundRecipients)
    .where(and(eq(outboundRecipients.requestId, id), eq(outboundRecipients.state, 'failed')))
    .orderBy(asc(outboundRecipients.row));
  if (failed.length === 0) throw new HttpProblem(409, OUTBOUND_MESSAGES.noneFailed, 'OUTBOUND_NONE_FAILED');
  return createOutbound(ctx, caller, {
    channel: request!.channel,
    body: request!.body,
    sender_id: request!.senderId,
    response_requested: request!.responseRequested,
    preferences: request!.preferences,
    source: request!.source,
    recipients: failed.map((r) => ({
      nhs_number: r.nhsNumber,
      mobile: r.mobile,
      forename: r.forename,
      surname: r.surname,
      address_line_1: r.addressLines[0],
      address_line_2: r.addressLines[1],
      address_line_3: r.addressLines[2],
      postcode: r.postcode ?? undefined,
    })),
  });
}
