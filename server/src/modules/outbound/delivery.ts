import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { sendAll, type MessageStatus, type OutgoingMessage } from '../../providers/messaging/provider.js';
import { outboundRecipients, outboundRequests, type RecipientState } from './tables.js';
import { isNhsInvalidFailure } from './rules.js';
import { enqueueAttachTasks } from '../attach-tasks/index.js';
import { organisations } from '../organisations/index.js';
import { fillForRecipient } from '@contracts/rules/templates.js';

export type DeliveryDeps = Pick<AppDeps, 'db' | 'clock' | 'messaging' | 'config'>;

/** How many recipients one pass hands to the provider (a 20,000-row upload goes out over a few passes). */
export const DISPATCH_BATCH = 2_000;

/** The text a recipient receives: with a reply link when a response is requested. */
export function messageText(
  config: DeliveryDeps['config'],
  request: { body: string; responseRequested: boolean },
  token: string,
  reminder: boolean,
): string {
  const body = reminder ? `Reminder: ${request.body}` : request.body;
  if (!request.responseRequested) return body;
  return `${body}\nReply: ${config.publicUrl}/consult/reply/${token}`;
}

/** A provider receipt as a recipient state. */
function recipientStateFor(status: MessageStatus): RecipientState {
  return status === 'pending' ? 'queued' : status;
}

type Claimed = {
  id: number;
  token: string;
  mobile: string;
  nhsNumber: string;
  requestId: number;
  wcmsId: number;
  channel: 'sms' | 'nhs_app';
  body: string;
  responseRequested: boolean;
  senderId: string | null;
  createdBy: number | null;
  /** Which send this is, as its idempotency key (see sendingKey). */
  sendingKey: string;
};

type SendKind = 'first' | 'reminder' | 'fallback';

/** A recipient's send as its idempotency key: the first message, reminder n, or the SMS fallback. */
function sendingKeyFor(kind: SendKind) {
  if (kind === 'first') return sql<string>`'outbound-recipient-' || ${outboundRecipients.id} || '-first'`;
  if (kind === 'fallback') return sql<string>`'outbound-recipient-' || ${outboundRecipients.id} || '-fallback'`;
  return sql<string>`'outbound-recipient-' || ${outboundRecipients.id} || '-reminder-' || (${outboundRecipients.remindersSent} + 1)`;
}

function kindOf(sendingKey: string): SendKind {
  if (sendingKey.endsWith('-first')) return 'first';
  return sendingKey.endsWith('-fallback') ? 'fallback' : 'reminder';
}

/**
 * A claim not finished within this time was cut off (its node stopped mid-send): it is sent again, same key.
 * OUTBOUND_RESUME_AFTER_MS in the environment sets another (config.outboundResumeAfterMs).
 */
export const OUTBOUND_RESUME_AFTER_MS = 30_000;

async function sendClaimed(deps: DeliveryDeps, claimed: Claimed[]) {
  if (claimed.length === 0) return;
  const messages: OutgoingMessage[] = claimed.map((c) => {
    const kind = kindOf(c.sendingKey);
    const channel = kind === 'fallback' ? 'sms' : c.channel;
    return {
      channel,
      recipient: channel === 'sms' ? c.mobile : c.nhsNumber,
      body: messageText(deps.config, c, c.token, kind === 'reminder'),
      wcmsId: c.wcmsId,
      ...(channel === 'sms' && c.senderId ? { senderId: c.senderId } : {}),
      reference: `outbound-recipient-${c.id}`,
      idempotencyKey: c.sendingKey,
    };
  });
  let sent: { id: string }[];
  try {
    sent = await sendAll(deps.messaging, messages);
  } catch (error) {
    const reason = `The message could not be handed to the provider: ${error instanceof Error ? error.message : error}`;
    await deps.db
      .update(outboundRecipients)
      .set({
        state: 'failed',
        failureReason: reason,
        sendingKey: null,
        sendingSince: null,
        updatedAt: deps.clock.now(),
      })
      .where(
        inArray(
          outboundRecipients.id,
          claimed.map((c) => c.id),
        ),
      );
    return;
  }
  for (let i = 0; i < claimed.length; i += 1000) {
    const values = claimed.slice(i, i + 1000).map((c, j) => sql`(${c.id}::int, ${sent[i + j]!.id}::uuid)`);
    await deps.db.execute(
      sql`update outbound_recipients as r set outbox_message_id = v.oid, sending_key = null, sending_since = null
        from (values ${sql.join(values, sql`, `)}) as v(rid, oid) where r.id = v.rid`,
    );
  }
  const first = claimed.filter((c) => kindOf(c.sendingKey) === 'first');
  if (first.length > 0) await queueForClinical(deps, first);
}

const CHANNEL_NAMES = { sms: 'SMS', nhs_app: 'NHS App' } as const;

/**
 * spec §4 Attach tasks: each message sent to a patient is attached to their record as a new record (type outbound),
 * by the next desktop client to run; the sender hears if it fails. The record holds the message, not the patient's
 * secret reply link.
 */
async function queueForClinical(deps: DeliveryDeps, sent: Claimed[]) {
  const now = deps.clock.now();
  await enqueueAttachTasks(
    deps.db,
    sent.map((c) => ({
      wcmsId: c.wcmsId,
      type: 'outbound' as const,
      messageIds: [c.id],
      outboundRequestId: c.requestId,
      createdBy: c.createdBy,
      message: {
        title: 'Message to the patient from the practice',
        heading: `${CHANNEL_NAMES[c.channel]} message sent`,
        detail: [c.body, ...(c.responseRequested ? ['A reply was requested.'] : [])].join('\n'),
        nhsNumber: c.nhsNumber,
        dateAttached: now.toISOString(),
      },
    })),
    deps.clock,
  );
}

const claimColumns = {
  id: outboundRecipients.id,
  token: outboundRecipients.token,
  mobile: outboundRecipients.mobile,
  nhsNumber: outboundRecipients.nhsNumber,
  requestId: outboundRecipients.requestId,
  forename: outboundRecipients.forename,
  sendingKey: outboundRecipients.sendingKey,
};

type ClaimedRow = {
  id: number;
  token: string;
  mobile: string;
  nhsNumber: string;
  requestId: number;
  forename: string;
  sendingKey: string | null;
};

async function withRequests(deps: DeliveryDeps, rows: ClaimedRow[]): Promise<Claimed[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.requestId))];
  const requests = await deps.db
    .select({
      id: outboundRequests.id,
      wcmsId: outboundRequests.wcmsId,
      channel: outboundRequests.channel,
      body: outboundRequests.body,
      responseRequested: outboundRequests.responseRequested,
      senderId: outboundRequests.senderId,
      createdBy: outboundRequests.createdBy,
      createdByName: outboundRequests.createdByName,
      practiceName: organisations.name,
    })
    .from(outboundRequests)
    .innerJoin(organisations, eq(organisations.wcmsId, outboundRequests.wcmsId))
    .where(inArray(outboundRequests.id, ids));
  const byId = new Map(requests.map((r) => [r.id, r]));
  return rows.map((r) => {
    const { createdByName, practiceName, ...request } = byId.get(r.requestId)!;
    // one text for every row of a CSV send: each recipient gets their own first name (spec §2 template placeholders)
    const body = fillForRecipient(request.body, { forename: r.forename, practiceName, staffName: createdByName });
    return { ...r, ...request, body, id: r.id, requestId: r.requestId, sendingKey: r.sendingKey! };
  });
}

/** Hands due first messages to the provider (claimed first, so two passes never send one twice). */
async function dispatchDue(deps: DeliveryDeps, requestId?: number) {
  const now = deps.clock.now();
  const due = sql`select r.id from outbound_recipients r join outbound_requests q on q.id = r.request_id
    where r.state = 'pending' and q.cancelled_at is null and q.send_at <= ${now}
    ${requestId === undefined ? sql`` : sql`and q.id = ${requestId}`}
    order by r.id limit ${DISPATCH_BATCH} for update of r skip locked`;
  const claimed = await deps.db
    .update(outboundRecipients)
    .set({ state: 'queued', dispatchedAt: now, sendingKey: sendingKeyFor('first'), sendingSince: now, updatedAt: now })
    .where(sql`${outboundRecipients.id} in (${due})`)
    .returning(claimColumns);
  await sendClaimed(deps, await withRequests(deps, claimed));
  // reminders (spec §5: gap and occurrences) count from the first message
  await deps.db
    .execute(sql`update outbound_recipients r set next_reminder_at = q.send_at + make_interval(days => (q.reminder->>'gap_days')::int)
    from outbound_requests q where q.id = r.request_id and q.reminder is not null and r.reminders_sent = 0
    and r.next_reminder_at is null and r.dispatched_at = ${now}`);
}

/** Sends reminders that have fallen due to recipients who have not replied. */
async function sendReminders(deps: DeliveryDeps) {
  const now = deps.clock.now();
  const due = sql`select r.id from outbound_recipients r join outbound_requests q on q.id = r.request_id
    where r.next_reminder_at <= ${now} and r.replied_at is null and q.cancelled_at is null
    and r.state not in ('failed', 'cancelled')
    order by r.id limit ${DISPATCH_BATCH} for update of r skip locked`;
  const claimed = await deps.db
    .update(outboundRecipients)
    .set({
      state: 'queued',
      sendingKey: sendingKeyFor('reminder'),
      sendingSince: now,
      remindersSent: sql`${outboundRecipients.remindersSent} + 1`,
      nextReminderAt: sql`case when ${outboundRecipients.remindersSent} + 1 >= (select (q.reminder->>'occurrences')::int from outbound_requests q where q.id = ${outboundRecipients.requestId})
        then null else ${outboundRecipients.nextReminderAt} + (select make_interval(days => (q.reminder->>'gap_days')::int) from outbound_requests q where q.id = ${outboundRecipients.requestId}) end`,
      updatedAt: now,
    })
    .where(sql`${outboundRecipients.id} in (${due})`)
    .returning(claimColumns);
  await sendClaimed(deps, await withRequests(deps, claimed));
}

/** NHS App messages not read (or not deliverable) within the fallback delay go again by SMS (spec §9). */
async function sendFallbacks(deps: DeliveryDeps) {
  const now = deps.clock.now();
  const due = sql`select r.id from outbound_recipients r join outbound_requests q on q.id = r.request_id
    where q.channel = 'nhs_app' and q.fallback_hours is not null and q.cancelled_at is null
    and r.fallback_sent = false and r.read_at is null and r.dispatched_at is not null
    and r.state not in ('cancelled', 'read')
    and r.dispatched_at + make_interval(hours => q.fallback_hours) <= ${now}
    order by r.id limit ${DISPATCH_BATCH} for update of r skip locked`;
  const claimed = await deps.db
    .update(outboundRecipients)
    .set({
      state: 'queued',
      fallbackSent: true,
      channelUsed: 'sms',
      failureReason: null,
      sendingKey: sendingKeyFor('fallback'),
      sendingSince: now,
      updatedAt: now,
    })
    .where(sql`${outboundRecipients.id} in (${due})`)
    .returning(claimColumns);
  await sendClaimed(deps, await withRequests(deps, claimed));
}

/**
 * Sends again, under the same idempotency keys, the claims that a stopped node never finished (claimed, then cut
 * off before the provider's ids were recorded): the provider returns the message it already has, or sends it now.
 */
async function resumeInterrupted(deps: DeliveryDeps) {
  const now = deps.clock.now();
  const stale = new Date(now.getTime() - (deps.config.outboundResumeAfterMs ?? OUTBOUND_RESUME_AFTER_MS));
  const due = sql`select r.id from outbound_recipients r where r.sending_since <= ${stale}
    order by r.id limit ${DISPATCH_BATCH} for update of r skip locked`;
  const claimed = await deps.db
    .update(outboundRecipients)
    .set({ sendingSince: now, updatedAt: now })
    .where(sql`${outboundRecipients.id} in (${due})`)
    .returning(claimColumns);
  await sendClaimed(deps, await withRequests(deps, claimed));
}

/** Copies the provider's delivery receipts onto recipients still in flight. */
async function syncReceipts(deps: DeliveryDeps, requestId?: number) {
  await deps.messaging.refreshReceipts?.();
  // a provider that reports no receipts leaves its messages where they are
  const deliveryStates = deps.messaging.deliveryStates?.bind(deps.messaging);
  if (!deliveryStates) return;
  const inFlight = await deps.db
    .select({
      id: outboundRecipients.id,
      outboxId: outboundRecipients.outboxMessageId,
      state: outboundRecipients.state,
    })
    .from(outboundRecipients)
    .where(
      and(
        inArray(outboundRecipients.state, ['queued', 'sent']),
        sql`${outboundRecipients.outboxMessageId} is not null`,
        requestId === undefined ? undefined : eq(outboundRecipients.requestId, requestId),
      ),
    );
  for (let i = 0; i < inFlight.length; i += 1000) {
    const chunk = inFlight.slice(i, i + 1000);
    const states = await deliveryStates(chunk.map((r) => r.outboxId!));
    const byOutbox = new Map(states.map((s) => [s.id, s]));
    const changes = new Map<string, { state: RecipientState; reason: string | null; ids: number[] }>();
    for (const recipient of chunk) {
      const receipt = byOutbox.get(recipient.outboxId!);
      if (!receipt) continue;
      const state = recipientStateFor(receipt.status);
      if (state === recipient.state) continue;
      const key = `${state}|${receipt.reason ?? ''}`;
      const change = changes.get(key) ?? { state, reason: receipt.reason, ids: [] };
      change.ids.push(recipient.id);
      changes.set(key, change);
    }
    for (const change of changes.values()) {
      await deps.db
        .update(outboundRecipients)
        .set({
          state: change.state,
          failureReason: change.reason,
          nhsInvalid: isNhsInvalidFailure(change.reason),
          updatedAt: deps.clock.now(),
        })
        // a patient may have read it meanwhile: never move a read or cancelled recipient back
        .where(and(inArray(outboundRecipients.id, change.ids), inArray(outboundRecipients.state, ['queued', 'sent'])));
    }
  }
}

/**
 * One pass of the outbound delivery: due messages, reminders and fallbacks go to the provider and receipts come
 * back. Run by the worker every few seconds and before outbound pages are read (so what staff see is current).
 */
export async function processOutbound(deps: DeliveryDeps, options: { requestId?: number } = {}) {
  await dispatchDue(deps, options.requestId);
  if (options.requestId === undefined) {
    await resumeInterrupted(deps);
    await sendReminders(deps);
    await sendFallbacks(deps);
  }
  await syncReceipts(deps, options.requestId);
}
