import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NotifyClient } from 'notifications-node-client';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../context.js';
import type { MessageStatus, MessagingProvider, OutgoingMessage } from './provider.js';
import { insertOutbox, outboxDeliveryStates, outboxIdsByKey } from './outbox.js';
import { outboxMessages } from './tables.js';

export type NotifySettings = { apiKey: string; smsTemplateId: string; emailTemplateId: string };

/** The part of NotifyClient the adapter uses (a fake stands in for it in tests). */
export type NotifyApi = {
  sendSms(
    templateId: string,
    phoneNumber: string,
    options: { personalisation: Record<string, string>; reference?: string },
  ): Promise<{ data: { id: string } }>;
  sendEmail(
    templateId: string,
    emailAddress: string,
    options: { personalisation: Record<string, string>; reference?: string },
  ): Promise<{ data: { id: string } }>;
};

/** Notify's notification statuses (its delivery-status callbacks) as our delivery states. */
export function notifyStatus(status: string): { status: MessageStatus; reason: string | null } | null {
  switch (status) {
    case 'created':
      return { status: 'queued', reason: null };
    case 'sending':
    case 'pending':
      return { status: 'sent', reason: null };
    case 'delivered':
      return { status: 'delivered', reason: null };
    case 'permanent-failure':
      return { status: 'failed', reason: 'The provider could not deliver the message (permanent failure)' };
    case 'temporary-failure':
      return { status: 'failed', reason: 'The provider could not deliver the message (temporary failure)' };
    case 'technical-failure':
      return { status: 'failed', reason: 'The provider could not deliver the message (technical failure)' };
    default:
      return null;
  }
}

/**
 * The GOV.UK Notify adapter (ARCHITECTURE §5): SMS and email go through Notify, using templates whose content is
 * ((body)) (and ((subject))). Each message is recorded in outbox_messages with Notify's id in provider_ref; Notify's
 * delivery-status callbacks (recordNotifyCallback) move it on. Notify does not deliver NHS App messages: those are
 * recorded as failed with the reason, so the sender sees it and the fallback to SMS can take over.
 */
export function createNotifyMessaging(
  db: Db,
  clock: Clock,
  settings: NotifySettings,
  api: NotifyApi = new NotifyClient(settings.apiKey) as unknown as NotifyApi,
): Required<MessagingProvider> {
  async function sendOne(message: OutgoingMessage) {
    // sent before under this key (the sender was cut off before it recorded the id): the same message, not sent again
    if (message.idempotencyKey) {
      const earlier = (await outboxIdsByKey(db, [message.idempotencyKey])).get(message.idempotencyKey);
      if (earlier) return { id: earlier };
    }
    const id = randomUUID();
    const now = clock.now();
    let providerRef: string | null = null;
    let status: MessageStatus = 'queued';
    let failureReason: string | null = null;
    try {
      if (message.channel === 'sms') {
        const response = await api.sendSms(settings.smsTemplateId, message.recipient, {
          personalisation: { body: message.body },
          reference: message.reference ?? id,
        });
        providerRef = response.data.id;
      } else if (message.channel === 'email') {
        const response = await api.sendEmail(settings.emailTemplateId, message.recipient, {
          personalisation: { body: message.body, subject: message.subject ?? '' },
          reference: message.reference ?? id,
        });
        providerRef = response.data.id;
      } else {
        status = 'failed';
        failureReason = 'NHS App messages cannot be sent through GOV.UK Notify';
      }
    } catch (error) {
      status = 'failed';
      failureReason = `GOV.UK Notify refused the message: ${error instanceof Error ? error.message : String(error)}`;
    }
    await insertOutbox(db, [
      {
        id,
        wcmsId: message.wcmsId ?? null,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        senderId: message.senderId ?? null,
        reference: message.reference ?? null,
        idempotencyKey: message.idempotencyKey ?? null,
        status: status as 'pending',
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await db.update(outboxMessages).set({ providerRef, failureReason }).where(eq(outboxMessages.id, id));
    return { id };
  }
  return {
    send: sendOne,
    async sendMany(messages) {
      const ids: { id: string }[] = [];
      for (const message of messages) ids.push(await sendOne(message));
      return ids;
    },
    // receipts arrive by callback
    refreshReceipts: async () => {},
    deliveryStates: (ids) => outboxDeliveryStates(db, ids),
  };
}

/** Records one Notify delivery-status callback; false when the message is not one of ours. */
export async function recordNotifyCallback(
  db: Db,
  clock: Clock,
  callback: { id: string; status: string },
): Promise<boolean> {
  const mapped = notifyStatus(callback.status);
  const [row] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.providerRef, callback.id))
    .limit(1);
  if (!row) return false;
  if (mapped) {
    await db
      .update(outboxMessages)
      .set({ status: mapped.status, failureReason: mapped.reason, updatedAt: clock.now() })
      .where(eq(outboxMessages.id, row.id));
  }
  return true;
}
