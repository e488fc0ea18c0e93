import { eq } from 'drizzle-orm';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { ensureIncomingGroup } from '../groups/index.js';
import { poolRecipients, publishNotifications, requests, requestThread } from '../messages/index.js';
import { organisations } from '../organisations/index.js';
import { confirmationFor } from '../service-hours/index.js';
import { enqueueAttachTask } from '../attach-tasks/index.js';
import { OUTBOUND_MESSAGES } from './rules.js';
import { outboundRecipients, outboundRequests } from './tables.js';
import { notFound, type OutboundContext as Ctx } from './access.js';

// The patient's side of an outbound message (Carebridge Consult link): opening it and replying.

async function recipientByToken(ctx: Ctx, token: string) {
  const [row] = await ctx.db
    .select({ recipient: outboundRecipients, request: outboundRequests, organisation: organisations.name })
    .from(outboundRecipients)
    .innerJoin(outboundRequests, eq(outboundRequests.id, outboundRecipients.requestId))
    .innerJoin(organisations, eq(organisations.wcmsId, outboundRequests.wcmsId))
    .where(eq(outboundRecipients.token, token))
    .limit(1);
  if (!row || row.recipient.dispatchedAt === null) throw notFound();
  return row;
}

const forPatient = (row: Awaited<ReturnType<typeof recipientByToken>>, replied: boolean) => ({
  organisation: row.organisation,
  body: row.request.cancelledAt ? OUTBOUND_MESSAGES.cancelledForPatient : row.request.body,
  response_requested: row.request.responseRequested && row.request.cancelledAt === null,
  replied,
  preferences: row.request.preferences,
});

/** The patient opens the message: it is now seen (read), so it can no longer be cancelled. */
export async function openForPatient(ctx: Ctx, token: string) {
  const row = await recipientByToken(ctx, token);
  if (row.recipient.readAt === null && row.request.cancelledAt === null) {
    const now = ctx.clock.now();
    await ctx.db
      .update(outboundRecipients)
      .set({ readAt: now, state: 'read', updatedAt: now })
      .where(eq(outboundRecipients.id, row.recipient.id));
  }
  return forPatient(row, row.recipient.repliedAt !== null);
}

/** The patient's reply: a new outbound response request in the organisation's Incoming requests. */
export async function replyForPatient(ctx: Ctx, token: string, input: { text: string; preference?: string }) {
  const row = await recipientByToken(ctx, token);
  const { request, recipient } = row;
  if (!request.responseRequested || request.cancelledAt !== null) {
    throw new HttpProblem(409, OUTBOUND_MESSAGES.notResponseRequest, 'NOT_RESPONSE_REQUEST');
  }
  if (recipient.repliedAt !== null) throw new HttpProblem(409, OUTBOUND_MESSAGES.alreadyReplied, 'ALREADY_REPLIED');
  const text = input.text.trim();
  if (!text) throw validationFailed({ text: 'Enter your reply.' });
  const preference = input.preference?.trim();
  if (preference && !request.preferences.includes(preference)) {
    throw validationFailed({ preference: 'Choose one of the options.' });
  }
  const now = ctx.clock.now();
  const incoming = await ensureIncomingGroup(ctx.db, request.wcmsId);
  const name = `${recipient.forename} ${recipient.surname}`;
  const created = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(requests)
      .values({
        wcmsId: request.wcmsId,
        type: 'outbound_response',
        status: 'new_request',
        priority: 'unprioritised',
        subject: `Reply to: ${request.body.slice(0, 80)}`,
        body: preference ? `${text}\n\nPreference: ${preference}` : text,
        receivedAt: now,
        updatedAt: now,
        poolId: incoming.id,
        patientName: name,
        patientTelephone: recipient.mobile,
        patientNhsNumber: recipient.nhsNumber,
        patientAddress: [...recipient.addressLines, recipient.postcode].filter(Boolean).join(', ') || null,
        unacknowledgedCount: 1,
      })
      .returning({ id: requests.id });
    await tx.insert(requestThread).values({
      requestId: inserted!.id,
      kind: 'patient_message',
      body: preference ? `${text}\n\nPreference: ${preference}` : text,
      authorName: name,
      createdAt: now,
      acknowledged: false,
    });
    await tx
      .update(outboundRecipients)
      .set({ repliedAt: now, readAt: recipient.readAt ?? now, state: 'read', nextReminderAt: null, updatedAt: now })
      .where(eq(outboundRecipients.id, recipient.id));
    return inserted!;
  });
  // spec §4 Attach tasks: the patient's submitted reply is attached to their record as a new record
  await enqueueAttachTask(
    ctx.db,
    {
      wcmsId: request.wcmsId,
      type: 'outbound_submit',
      messageIds: [created.id],
      outboundRequestId: request.id,
      createdBy: request.createdBy,
      message: {
        title: 'Reply to a message from the practice',
        heading: `Reply to: ${request.body.slice(0, 80)}`,
        detail: [
          `Message: ${request.body}`,
          `Reply: ${text}`,
          ...(preference ? [`Preference: ${preference}`] : []),
        ].join('\n'),
        nhsNumber: recipient.nhsNumber,
        dateAttached: now.toISOString(),
      },
    },
    ctx.clock,
  );
  const staff = await poolRecipients(ctx.db, request.wcmsId, incoming.id);
  await publishNotifications(
    ctx,
    staff.map((userId) => ({ wcmsId: request.wcmsId, userId, requestId: created.id })),
  );
  // the in-hours or out-of-hours confirmation on screen (modules/service-hours); the patient gave no email here
  const confirmation = await confirmationFor(ctx.db, request.wcmsId, now);
  return {
    ...forPatient(row, true),
    confirmation: { in_hours: confirmation.inHours, message: confirmation.screen, emailed: false },
  };
}
